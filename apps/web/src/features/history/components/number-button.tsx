import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { shortNumber } from "../../../shared/phone-number/short-number";
import { useAccessClaims } from "../../auth/commands";
import { dialNumber } from "../../calls/commands";

interface NumberButtonProps {
  readonly number: string;
  /** Called after dialling, e.g. to close the dialog the button sits in. */
  readonly onDialled?: () => void;
}

/**
 * spec 1 §2 history: a number to click to call back; a colleague by extension, as the call screen
 * shows them (issue 9), which dials the same line.
 */
export function NumberButton({ number, onDialled }: NumberButtonProps) {
  const shown = shortNumber(number, useAccessClaims()?.phone ?? "");
  return (
    <Tooltip title="Call back">
      <Button
        size="small"
        aria-label={`Call ${shown}`}
        onClick={(event) => {
          // The row around it opens the details; this click is only the call.
          event.stopPropagation();
          if (dialNumber(shown)) onDialled?.();
        }}
        sx={{ minWidth: 0, px: 1, ml: -1, fontVariantNumeric: "tabular-nums", fontWeight: 500 }}
      >
        {shown}
      </Button>
    </Tooltip>
  );
}
