import { useEffect } from "react";
import { useRouteError } from "react-router";
import { reportError } from "../../diagnostics/commands";
import { isChunkLoadFailure } from "../../../shared/lib/chunk-failure";
import { useChunkRecovery } from "../hooks/use-chunk-recovery";
import { chunkRecoveryTexts } from "../model/chunk-recovery";
import { reloadWithoutPrompt } from "../model/unload-guard";
import { ErrorScreen } from "./error-screen";

interface RouteErrorPageProps {
  readonly sectionRoot: string;
  readonly fill?: "viewport" | "area";
}

/** Each router's error element (spec 2 §2: "All routes have an error page"). */
export function RouteErrorPage({ sectionRoot, fill }: RouteErrorPageProps) {
  const error = useRouteError();
  useEffect(() => {
    console.error("Render error", error);
    reportError(error, "render");
  }, [error]);
  if (isChunkLoadFailure(error)) return <ChunkErrorScreen sectionRoot={sectionRoot} fill={fill} />;
  return <ErrorScreen sectionRoot={sectionRoot} fill={fill} />;
}

/** A screen whose code could not be fetched (offline): it comes back by itself (issue 9). */
function ChunkErrorScreen({ sectionRoot, fill }: RouteErrorPageProps) {
  const recovery = useChunkRecovery();
  return (
    <ErrorScreen
      sectionRoot={sectionRoot}
      fill={fill}
      note={chunkRecoveryTexts[recovery]}
      onReload={recovery === "offerReload" ? reloadWithoutPrompt : undefined}
    />
  );
}
