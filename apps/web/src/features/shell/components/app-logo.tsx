import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { useState } from "react";
import { Link } from "react-router";
import { DEFAULT_LOGO_PATH } from "@mobex/contracts/branding";
import { focusRing } from "../../../shared/theme/focus-ring";
import { useLogoUrl } from "../api/get-logo";
import { Wordmark } from "./wordmark";

const LOGO_HEIGHT_PX = 28;

/**
 * The tenant's logo for the current theme mode (spec 1 §7, §8). The default logo is drawn as the
 * Mobex wordmark in text, in a colour that reads on the theme's surface: the /logo.png image has one
 * colour for both modes and fell below 4.5:1 on the dark header (issue 9).
 */
export function AppLogo() {
  const theme = useTheme();
  const url = useLogoUrl(theme.palette.mode);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const custom = url !== null && url !== DEFAULT_LOGO_PATH && url !== failedUrl;
  return (
    <Box
      component={Link}
      to="/"
      aria-label="Mobex home"
      sx={{
        display: "flex",
        alignItems: "center",
        height: LOGO_HEIGHT_PX,
        minWidth: 96,
        borderRadius: 1,
        textDecoration: "none",
        "&:focus-visible": { outline: "none", boxShadow: focusRing(theme.palette) },
      }}
    >
      {custom ? (
        <Box
          component="img"
          src={url}
          alt=""
          onError={() => setFailedUrl(url)}
          sx={{ height: LOGO_HEIGHT_PX, maxWidth: 180, objectFit: "contain" }}
        />
      ) : (
        url !== null && <Wordmark heightPx={LOGO_HEIGHT_PX} />
      )}
    </Box>
  );
}
