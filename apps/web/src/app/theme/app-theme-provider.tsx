import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type ReactNode, useLayoutEffect, useMemo } from "react";
import { useResolvedThemeMode, useSettingsStore } from "../../features/settings/commands";
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
