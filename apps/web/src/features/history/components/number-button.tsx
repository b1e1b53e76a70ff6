import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { dialNumber } from "../../calls/commands";

interface NumberButtonProps {
  readonly number: string;
  /** Called after dialling, e.g. to close the dialog the button sits in. */
  readonly onDialled?: () => void;
}

/** spec 1 §2 history: a number to click to call back. */
export function NumberButton({ number, onDialled }: NumberButtonProps) {
  return (
    <Tooltip title="Call back">
      <Button
        size="small"
        aria-label={`Call ${number}`}
        onClick={(event) => {
          // The row around it opens the details; this click is only the call.
          event.stopPropagation();
          if (dialNumber(number)) onDialled?.();
        }}
        sx={{ minWidth: 0, px: 1, ml: -1, fontVariantNumeric: "tabular-nums", fontWeight: 500 }}
      >
        {number}
      </Button>
    </Tooltip>
  );
}
