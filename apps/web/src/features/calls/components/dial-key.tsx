import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { useLongPress } from "../hooks/use-long-press";

interface DialKeyProps {
  readonly digit: string;
  readonly letters: string;
  readonly onPress: (digit: string) => void;
  readonly onLongPress?: () => void;
}

// spec 1 §2, §9: "Long-press on key 1 for 700 ms dials the voicemail code *1".
export const LONG_PRESS_MS = 700;

/** One key of the dialpad, named by its digit alone. */
export function DialKey({ digit, letters, onPress, onLongPress }: DialKeyProps) {
  const press = useLongPress(LONG_PRESS_MS, () => onPress(digit), onLongPress);
  return (
    <ButtonBase
      aria-label={digit}
      {...press}
      sx={(theme) => ({
        width: 62,
        height: 62,
        mx: "auto",
        borderRadius: "50%",
        display: "flex",
        flexDirection: "column",
        bgcolor: "action.hover",
        color: "text.primary",
        transition: theme.transitions.create(["background-color", "transform"], { duration: 100 }),
        "&:hover": { bgcolor: "action.selected" },
        "&:active": { transform: "scale(0.94)" },
      })}
    >
      <Typography component="span" sx={{ fontSize: 26, fontWeight: 500, lineHeight: 1.05 }}>
        {digit}
      </Typography>
      <Typography
        component="span"
        sx={{
          fontSize: 9.5,
          fontWeight: 600,
          letterSpacing: "0.12em",
          color: "text.secondary",
          minHeight: 11,
        }}
      >
        {letters}
      </Typography>
    </ButtonBase>
  );
}
