import Box from "@mui/material/Box";
import { CallDrawer } from "../../calls/commands";

/**
 * Where the call drawer sits: beside the screen from tablet widths up; over it at phone widths,
 * where beside it would squeeze the screen to nothing and overflow the viewport (issue 9). There the
 * strip of screen it leaves uncovered is dimmed while it is open (its handle says aria-expanded).
 */
export function CallDrawerSlot({ phone }: { readonly phone: boolean }) {
  if (!phone) return <CallDrawer />;
  return (
    <Box
      sx={(theme) => ({
        position: "absolute",
        inset: 0,
        display: "flex",
        justifyContent: "flex-end",
        pointerEvents: "none",
        "& > *": { pointerEvents: "auto" },
        transition: theme.transitions.create("background-color", { duration: 180 }),
        "&:has([aria-expanded='true'])": {
          bgcolor: theme.palette.mode === "light" ? "rgba(15, 23, 42, 0.32)" : "rgba(0, 0, 0, 0.5)",
        },
      })}
    >
      <CallDrawer />
    </Box>
  );
}
