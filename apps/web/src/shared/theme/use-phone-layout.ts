import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";

/**
 * Phone widths, below MUI's `sm` breakpoint (600 px): a bottom navigation instead of the rail and
 * lists that fit without sideways scrolling (issue 9, tried at 390 px). Read on the first render, so
 * a phone never draws the desktop frame first.
 */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
}
