import type { Components, Theme } from "@mui/material/styles";

interface Tokens {
  readonly focusRing: string;
  readonly floatingShadow: string;
}

/** Calm, rounded surfaces and a visible focus ring on every control (STYLE brief: accessible contrast). */
export function componentOverrides(theme: Theme, { focusRing, floatingShadow }: Tokens): Components<Theme> {
  const border = `1px solid ${theme.palette.divider}`;
  return {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: "antialiased", MozOsxFontSmoothing: "grayscale" },
        "::selection": {
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
        },
      },
    },
    // Gaps rather than child margins, so that children keep their own margins (e.g. centring).
    MuiStack: { defaultProps: { useFlexGap: true } },
    MuiButtonBase: {
      styleOverrides: {
        root: { "&.Mui-focusVisible": { boxShadow: focusRing, outline: "none" } },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, paddingInline: 16 },
        sizeLarge: { minHeight: 46, fontSize: "0.95rem" },
      },
    },
    MuiIconButton: { styleOverrides: { root: { borderRadius: 10 } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 12, border, boxShadow: "none" } } },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 14, border, boxShadow: floatingShadow } },
    },
    MuiDialogTitle: { styleOverrides: { root: { fontSize: "1.125rem", fontWeight: 650, paddingTop: 20 } } },
    MuiPopover: {
      styleOverrides: { paper: { borderRadius: 12, border, boxShadow: floatingShadow } },
    },
    MuiMenuItem: {
      styleOverrides: { root: { borderRadius: 8, marginInline: 6, minHeight: 40 } },
    },
    MuiListItemButton: { styleOverrides: { root: { borderRadius: 8 } } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          "&.Mui-focused": { boxShadow: focusRing },
          "&.Mui-focused .MuiOutlinedInput-notchedOutline": { borderWidth: 1 },
        },
      },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
      styleOverrides: { tooltip: { fontSize: "0.75rem", fontWeight: 500, borderRadius: 6 } },
    },
    MuiToggleButton: {
      styleOverrides: { root: { textTransform: "none", fontWeight: 600, gap: 6, paddingBlock: 6 } },
    },
    MuiTab: { styleOverrides: { root: { textTransform: "none", fontWeight: 600, minHeight: 44 } } },
    MuiTabs: { styleOverrides: { root: { minHeight: 44 }, indicator: { height: 3, borderRadius: 3 } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 10, alignItems: "center" } } },
    MuiSwitch: {
      styleOverrides: {
        root: { width: 46, height: 28, padding: 4 },
        switchBase: {
          padding: 7,
          "&.Mui-checked": { transform: "translateX(18px)" },
          "&.Mui-checked + .MuiSwitch-track": { opacity: 1 },
          "&.Mui-focusVisible .MuiSwitch-thumb": { boxShadow: focusRing },
        },
        thumb: { width: 14, height: 14, boxShadow: "none", color: "#fff" },
        track: {
          borderRadius: 10,
          opacity: 1,
          backgroundColor: theme.palette.mode === "light" ? "#c3cbd5" : "#3a4654",
        },
      },
    },
  };
}
