import type { PaletteOptions } from "@mui/material/styles";

// spec 1 §3 Theme: "theme (main, pdtheme, ttheme)" — Default, Protanopia & Deuteranopia, Tritanopia.
export const colourModes = ["main", "pdtheme", "ttheme"] as const;
export type ColourMode = (typeof colourModes)[number];
export const colourModeLabels: Record<ColourMode, string> = {
  main: "Default",
  pdtheme: "Protanopia & Deuteranopia",
  ttheme: "Tritanopia",
};
export type ResolvedMode = "light" | "dark";

const lightSurfaces = {
  background: { default: "#f5f7fa", paper: "#ffffff" },
  text: { primary: "#0f172a", secondary: "#526071", disabled: "#94a0b0" },
  divider: "rgba(15, 23, 42, 0.09)",
};

// Dark is a blue-grey slate, not pure black, so that surfaces and shadows still read (STYLE brief).
const darkSurfaces = {
  background: { default: "#0d1117", paper: "#151b23" },
  text: { primary: "#e6edf3", secondary: "#9aa7b5", disabled: "#5d6b7a" },
  divider: "rgba(230, 237, 243, 0.09)",
};

/**
 * The "Mobex" wordmark of the default logo, drawn as text in the brand teal: the darker teal on light
 * surfaces, the lighter one on dark ones, each at least 4.5:1 against both surfaces (WCAG 1.4.3).
 */
export const wordmarkColours: Record<ResolvedMode, string> = { light: "#0f766e", dark: "#2dd4bf" };

/**
 * spec 1 §2 Colour Mode: Default, Protanopia & Deuteranopia, Tritanopia — each with status colours
 * its viewers can tell apart. Default: teal with green/amber/red. Protanopia & Deuteranopia: the
 * Okabe–Ito blue/orange axis instead of red/green. Tritanopia: teal against red/magenta, avoiding the
 * blue/yellow axis.
 */
export const accents: Record<ColourMode, Record<ResolvedMode, PaletteOptions>> = {
  main: {
    light: {
      primary: { main: "#0f766e", light: "#14b8a6", dark: "#115e59", contrastText: "#ffffff" },
      secondary: { main: "#4f46e5", contrastText: "#ffffff" },
      success: { main: "#15803d", contrastText: "#ffffff" },
      warning: { main: "#b45309", contrastText: "#ffffff" },
      error: { main: "#dc2626", contrastText: "#ffffff" },
      info: { main: "#0369a1", contrastText: "#ffffff" },
    },
    dark: {
      primary: { main: "#2dd4bf", light: "#5eead4", dark: "#14b8a6", contrastText: "#042f2e" },
      secondary: { main: "#818cf8", contrastText: "#0b1026" },
      success: { main: "#4ade80", contrastText: "#052e16" },
      warning: { main: "#fbbf24", contrastText: "#2b1a02" },
      error: { main: "#f87171", contrastText: "#2c0707" },
      info: { main: "#38bdf8", contrastText: "#082f49" },
    },
  },
  pdtheme: {
    light: {
      primary: { main: "#1d4ed8", contrastText: "#ffffff" },
      secondary: { main: "#7c3aed", contrastText: "#ffffff" },
      success: { main: "#0072b2", contrastText: "#ffffff" },
      warning: { main: "#8a6d00", contrastText: "#ffffff" },
      error: { main: "#c2410c", contrastText: "#ffffff" },
      info: { main: "#5b5b9a", contrastText: "#ffffff" },
    },
    dark: {
      primary: { main: "#60a5fa", contrastText: "#0a1a33" },
      secondary: { main: "#c4b5fd", contrastText: "#1c0f3d" },
      success: { main: "#56b4e9", contrastText: "#06233a" },
      warning: { main: "#f0e442", contrastText: "#2a2600" },
      error: { main: "#ff8c42", contrastText: "#2e1200" },
      info: { main: "#cc79a7", contrastText: "#2a0d1d" },
    },
  },
  ttheme: {
    light: {
      primary: { main: "#0e7490", contrastText: "#ffffff" },
      secondary: { main: "#be185d", contrastText: "#ffffff" },
      success: { main: "#00796b", contrastText: "#ffffff" },
      warning: { main: "#c2185b", contrastText: "#ffffff" },
      error: { main: "#b71c1c", contrastText: "#ffffff" },
      info: { main: "#455a64", contrastText: "#ffffff" },
    },
    dark: {
      primary: { main: "#4dd0e1", contrastText: "#04252b" },
      secondary: { main: "#f48fb1", contrastText: "#33061a" },
      success: { main: "#4db6ac", contrastText: "#022420" },
      warning: { main: "#f48fb1", contrastText: "#33061a" },
      error: { main: "#ff5c5c", contrastText: "#2e0000" },
      info: { main: "#b0bec5", contrastText: "#102027" },
    },
  },
};

export function paletteFor(colourMode: ColourMode, mode: ResolvedMode): PaletteOptions {
  return { mode, ...(mode === "light" ? lightSurfaces : darkSurfaces), ...accents[colourMode][mode] };
}
