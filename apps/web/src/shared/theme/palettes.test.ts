import { getContrastRatio } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { type ResolvedMode, colourModes, paletteFor, wordmarkColours } from "./palettes";

const modes: readonly ResolvedMode[] = ["light", "dark"];

function surfaces(mode: ResolvedMode): string[] {
  const { background } = paletteFor("main", mode);
  return [background?.default, background?.paper].filter((colour): colour is string => colour !== undefined);
}

describe("the theme's contrast (WCAG 2.1 AA)", () => {
  it.each(modes)("draws the wordmark at 4.5:1 or more on every %s surface", (mode) => {
    for (const surface of surfaces(mode)) {
      expect(getContrastRatio(wordmarkColours[mode], surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(colourModes.flatMap((colourMode) => modes.map((mode) => [colourMode, mode] as const)))(
    "rings focus in %s %s at 3:1 or more against every surface",
    (colourMode, mode) => {
      const primary = paletteFor(colourMode, mode).primary;
      const accent = primary !== undefined && "main" in primary ? primary.main : undefined;
      expect(accent).toBeDefined();
      for (const surface of surfaces(mode)) {
        expect(getContrastRatio(accent!, surface)).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
