import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type ReactNode, useLayoutEffect, useMemo } from "react";
// The two modules themselves, not settings' commands: those bring the capabilities (and the profile
// query behind them) onto the login page, which the theme is part of.
import { useResolvedThemeMode } from "../../features/settings/hooks/use-resolved-theme-mode";
import { useSettingsStore } from "../../shared/settings/settings-store";
import { createAppTheme } from "./create-app-theme";

/**
 * Applies the chosen theme mode and colour mode at once (spec 1 §2, §3). The resolved mode is also
 * written to <html data-theme-mode> for the browser chrome and for end-to-end checks.
 */
export function AppThemeProvider({ children }: { readonly children: ReactNode }) {
  const mode = useResolvedThemeMode();
  const colourMode = useSettingsStore((state) => state.theme);
  const theme = useMemo(() => createAppTheme(colourMode, mode), [colourMode, mode]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.themeMode = mode;
    root.style.colorScheme = mode;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute("content", theme.palette.background.paper);
  }, [mode, theme]);

  // The theme mode lives in the settings store; MUI's own mode storage stays unused.
  return (
    <ThemeProvider theme={theme} storageManager={null}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
