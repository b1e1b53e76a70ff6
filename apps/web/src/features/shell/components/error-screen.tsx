import ReportProblemRoundedIcon from "@mui/icons-material/ReportProblemRounded";
import Button from "@mui/material/Button";
import { clientTexts } from "@mobex/contracts/errors";
import { FullScreenMessage } from "../../../shared/ui/full-screen-message";
import { goBackAfterFatalError } from "../model/fatal-error";

interface ErrorScreenProps {
  /** Root of the section the error happened in: "/", "/conference" or "/teamstab". */
  readonly sectionRoot: string;
  /** "area" inside the signed-in shell, which stays up around it (app bar, banners, phone). */
  readonly fill?: "viewport" | "area";
}

/** spec 1 §8: "Any render error — 'Looks like something went wrong!' / 'Try going back …' with Go back". */
export function ErrorScreen({ sectionRoot, fill }: ErrorScreenProps) {
  return (
    <FullScreenMessage
      fill={fill}
      icon={<ReportProblemRoundedIcon />}
      title={clientTexts.genericError}
      text={clientTexts.genericErrorHint}
      actions={
        <Button variant="contained" size="large" onClick={() => goBackAfterFatalError(sectionRoot)}>
          Go back
        </Button>
      }
    />
  );
}
