import type { Palette } from "@mui/material/styles";

type RingPalette = Pick<Palette, "primary" | "background">;

/**
 * The keyboard focus indicator: a solid ring in the accent colour, which holds 3:1 against both
 * surfaces in every colour and theme mode (WCAG 1.4.11; palettes.test.ts), set off from the control
 * by a gap of the surface colour so that it also shows around a filled accent button.
 */
export function focusRing(palette: RingPalette): string {
  return `0 0 0 2px ${palette.background.paper}, 0 0 0 4px ${palette.primary.main}`;
}
