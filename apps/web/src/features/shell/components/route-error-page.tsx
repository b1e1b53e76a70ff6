import { useEffect } from "react";
import { useRouteError } from "react-router";
import { reportError } from "../../diagnostics/commands";
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
  return <ErrorScreen sectionRoot={sectionRoot} fill={fill} />;
}
