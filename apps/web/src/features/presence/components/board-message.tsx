import ErrorOutlineRoundedIcon from "@mui/icons-material/ErrorOutlineRounded";
import HourglassEmptyRoundedIcon from "@mui/icons-material/HourglassEmptyRounded";
import SearchOffRoundedIcon from "@mui/icons-material/SearchOffRounded";
import ViewModuleRoundedIcon from "@mui/icons-material/ViewModuleRounded";
import Button from "@mui/material/Button";
import { blfTexts } from "@mobex/contracts/blf";
import { FullScreenMessage } from "../../../shared/ui/full-screen-message";

export type BoardMessageKind = "notConfigured" | "tooFast" | "failed" | "noMatch" | "empty";

interface BoardMessageProps {
  readonly kind: BoardMessageKind;
  readonly title?: string;
  readonly text?: string;
  readonly onRetry?: () => void;
}

/** The board's states without tiles (spec 1 §8): not configured, too fast, failed, nothing found. */
export function BoardMessage({ kind, title, text, onRetry }: BoardMessageProps) {
  switch (kind) {
    case "notConfigured":
      // spec 1 §8: "BLF empty (code 204) — 'BLF is currently not configured'; go-back button hidden."
      return (
        <FullScreenMessage
          fill="area"
          icon={<ViewModuleRoundedIcon />}
          title={blfTexts.notConfigured}
          text="Your administrator has not set up any presence buttons for you yet."
        />
      );
    case "tooFast":
      return (
        <FullScreenMessage fill="area" icon={<HourglassEmptyRoundedIcon />} title="Please wait" text={text} />
      );
    case "failed":
      return (
        <FullScreenMessage
          fill="area"
          icon={<ErrorOutlineRoundedIcon />}
          title={title ?? blfTexts.loadFailed}
          text={text}
          actions={
            onRetry && (
              <Button variant="contained" onClick={onRetry}>
                Try again
              </Button>
            )
          }
        />
      );
    case "noMatch":
      return (
        <FullScreenMessage fill="area" icon={<SearchOffRoundedIcon />} title="No one found" text={text} />
      );
    case "empty":
      return (
        <FullScreenMessage
          fill="area"
          icon={<ViewModuleRoundedIcon />}
          title="This board is empty"
          text="None of its buttons exist any more. Edit the board to choose what it shows."
        />
      );
  }
}
