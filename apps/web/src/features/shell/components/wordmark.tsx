import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { wordmarkColours } from "../../../shared/theme/palettes";

// The mark of /logo.png without its name: white on its own teal tile, so one file suits both modes.
const MARK_PATH = "/favicon.svg";

/** The default logo: the Mobex mark and name, the name as text in the mode's wordmark colour. */
export function Wordmark({ heightPx }: { readonly heightPx: number }) {
  const mode = useTheme().palette.mode;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      <Box component="img" src={MARK_PATH} alt="" sx={{ width: heightPx, height: heightPx }} />
      <Box
        component="span"
        sx={{
          color: wordmarkColours[mode],
          fontSize: "1.25rem",
          fontWeight: 700,
          letterSpacing: "-0.03em",
          lineHeight: 1,
        }}
      >
        Mobex
      </Box>
    </Box>
  );
}
