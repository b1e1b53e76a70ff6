import Box from "@mui/material/Box";
import { DEFAULT_LOGO_PATH } from "@mobex/contracts/branding";
import { usePlanLogo } from "../api/get-plan-logo";

const LOGO_HEIGHT_PX = 44;

/** spec 1 §1: "A reseller plan can brand the login page with a logo"; fallback /logo.png (§7). */
export function LoginLogo() {
  const { url } = usePlanLogo();
  return (
    <Box sx={{ height: LOGO_HEIGHT_PX, display: "flex", justifyContent: "center" }}>
      {url !== null && (
        <Box
          component="img"
          src={url}
          alt="Mobex"
          onError={(event) => {
            const image = event.currentTarget;
            if (!image.src.endsWith(DEFAULT_LOGO_PATH)) image.src = DEFAULT_LOGO_PATH;
          }}
          sx={{ height: LOGO_HEIGHT_PX, maxWidth: "100%", objectFit: "contain" }}
        />
      )}
    </Box>
  );
}
