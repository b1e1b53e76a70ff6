import { type Theme, createTheme } from "@mui/material/styles";
import { focusRing } from "../../shared/theme/focus-ring";
import { type ColourMode, type ResolvedMode, paletteFor } from "../../shared/theme/palettes";
import { componentOverrides } from "./component-overrides";

export const FONT_STACK =
  '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The app's theme for one colour mode (spec 1 §2 Colour Mode) in one resolved theme mode. */
export function createAppTheme(colourMode: ColourMode, mode: ResolvedMode): Theme {
  const base = createTheme({
    cssVariables: true,
    palette: paletteFor(colourMode, mode),
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h4: { fontWeight: 700, letterSpacing: "-0.02em" },
      h5: { fontWeight: 650, letterSpacing: "-0.015em" },
      h6: { fontWeight: 620, letterSpacing: "-0.01em" },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: "none", fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 600, letterSpacing: "0.08em" },
    },
  });
  const floatingShadow =
    mode === "light"
      ? "0 12px 32px -8px rgba(15, 23, 42, 0.18), 0 2px 6px rgba(15, 23, 42, 0.06)"
      : "0 16px 40px -8px rgba(0, 0, 0, 0.65), 0 2px 6px rgba(0, 0, 0, 0.4)";
  return createTheme(base, {
    components: componentOverrides(base, { focusRing: focusRing(base.palette), floatingShadow }),
  });
}
