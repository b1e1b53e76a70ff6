import type { LampColour } from "@mobex/busylight-protocol/lamp-vocabulary";

/** How each lamp colour is drawn on screen (white as a grey that shows on a light background). */
export const lampColourCss: Record<LampColour, string> = {
  Yellow: "#f2b705",
  Green: "#2e7d32",
  Red: "#d32f2f",
  Blue: "#1976d2",
  Purple: "#8e24aa",
  White: "#9e9e9e",
  Cyan: "#00acc1",
  Orange: "#ef6c00",
};
