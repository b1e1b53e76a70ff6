import CheckRoundedIcon from "@mui/icons-material/CheckRounded";
import ContentCopyRoundedIcon from "@mui/icons-material/ContentCopyRounded";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useEffect, useRef, useState } from "react";

// spec 1 §9: "copy confirmation 2.5 s".
export const COPY_CONFIRMATION_MS = 2_500;

export const copyTexts = { copied: "Copied", failed: "Couldn't copy" } as const;

type CopyState = "idle" | "copied" | "failed";

interface CopyButtonProps {
  /** What lands on the clipboard, e.g. a phone number. */
  readonly text: string;
  /** The button's accessible name, e.g. "Copy 400011002". */
  readonly label: string;
}

/** Copies a number to the clipboard and confirms it beside the button for 2.5 s. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
  };
  const handleClick = () => {
    // Only a secure context has a clipboard to write to.
    const written =
      "clipboard" in navigator
        ? navigator.clipboard.writeText(text)
        : Promise.reject(new Error("No clipboard"));
    written.then(
      () => show("copied"),
      () => show("failed"),
    );
  };

  return (
    <Tooltip
      open={state !== "idle"}
      title={state === "failed" ? copyTexts.failed : copyTexts.copied}
      placement="top"
      disableHoverListener
      disableFocusListener
      disableTouchListener
    >
      <IconButton size="small" aria-label={label} onClick={handleClick}>
        {state === "copied" ? (
          <CheckRoundedIcon fontSize="small" color="success" />
        ) : (
          <ContentCopyRoundedIcon fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}
