import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { Link } from "react-router";
import { DEFAULT_LOGO_PATH } from "@mobex/contracts/branding";
import { useLogoUrl } from "../api/get-logo";

const LOGO_HEIGHT_PX = 28;

/** The tenant's logo for the current theme mode, falling back to /logo.png (spec 1 §7, §8). */
export function AppLogo() {
  const url = useLogoUrl(useTheme().palette.mode);
  return (
    <Box
      component={Link}
      to="/"
      aria-label="Mobex home"
      sx={{ display: "flex", alignItems: "center", height: LOGO_HEIGHT_PX, minWidth: 96, borderRadius: 1 }}
    >
      {url !== null && (
        <Box
          component="img"
          src={url}
          alt=""
          onError={(event) => {
            const image = event.currentTarget;
            if (!image.src.endsWith(DEFAULT_LOGO_PATH)) image.src = DEFAULT_LOGO_PATH;
          }}
          sx={{ height: LOGO_HEIGHT_PX, maxWidth: 180, objectFit: "contain" }}
        />
      )}
    </Box>
  );
}
