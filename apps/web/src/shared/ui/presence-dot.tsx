import Box from "@mui/material/Box";
import type { Presence } from "../lib/presence";

/** Beyond the chosen presence: the user's own line can be offline (not registered) or busy (in a call). */
export type DotState = Presence | "offline" | "busy";

interface PresenceDotProps {
  readonly presence: DotState;
  readonly size?: number;
}

/**
 * A status dot that differs in shape as well as colour (filled, barred, hollow, dashed, ringed), so that it reads in
 * every colour mode (spec 1 §9: Default, Protanopia & Deuteranopia, Tritanopia).
 */
export function PresenceDot({ presence, size = 10 }: PresenceDotProps) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: "relative",
        display: "inline-block",
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: "50%",
        boxSizing: "border-box",
        ...(presence === "available" && { bgcolor: "success.main" }),
        ...(presence === "dnd" && {
          bgcolor: "error.main",
          "&::after": {
            content: '""',
            position: "absolute",
            left: "22%",
            right: "22%",
            top: "calc(50% - 1px)",
            height: 2,
            borderRadius: 1,
            bgcolor: "error.contrastText",
          },
        }),
        ...(presence === "unavailable" && { border: 2, borderColor: "text.disabled" }),
        ...(presence === "offline" && { border: "2px dashed", borderColor: "text.disabled" }),
        ...(presence === "busy" && { border: 3, borderColor: "error.main", bgcolor: "background.paper" }),
      }}
    />
  );
}
