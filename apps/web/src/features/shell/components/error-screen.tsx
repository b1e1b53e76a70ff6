import ReportProblemRoundedIcon from "@mui/icons-material/ReportProblemRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { clientTexts } from "@mobex/contracts/errors";
import { FullScreenMessage } from "../../../shared/ui/full-screen-message";
import { goBackAfterFatalError } from "../model/fatal-error";

interface ErrorScreenProps {
  /** Root of the section the error happened in: "/", "/conference" or "/teamstab". */
  readonly sectionRoot: string;
  /** "area" inside the signed-in shell, which stays up around it (app bar, banners, phone). */
  readonly fill?: "viewport" | "area";
  /** What happens next, under the spec's hint (a screen that recovers by itself, issue 9). */
  readonly note?: string;
  /** Offers Reload beside Go back. */
  readonly onReload?: () => void;
}

/** spec 1 §8: "Any render error — 'Looks like something went wrong!' / 'Try going back …' with Go back". */
export function ErrorScreen({ sectionRoot, fill, note, onReload }: ErrorScreenProps) {
  return (
    <FullScreenMessage
      fill={fill}
      icon={<ReportProblemRoundedIcon />}
      title={clientTexts.genericError}
      text={
        note === undefined ? (
          clientTexts.genericErrorHint
        ) : (
          <>
            {clientTexts.genericErrorHint}
            <Box component="span" role="status" sx={{ display: "block", mt: 1 }}>
              {note}
            </Box>
          </>
        )
      }
      actions={
        <>
          {onReload !== undefined && (
            <Button variant="outlined" size="large" onClick={onReload}>
              Reload
            </Button>
          )}
          <Button variant="contained" size="large" onClick={() => goBackAfterFatalError(sectionRoot)}>
            Go back
          </Button>
        </>
      }
    />
  );
}
