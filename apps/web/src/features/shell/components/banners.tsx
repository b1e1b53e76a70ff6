import CloudDoneRoundedIcon from "@mui/icons-material/CloudDoneRounded";
import CloudOffRoundedIcon from "@mui/icons-material/CloudOffRounded";
import SystemUpdateAltRoundedIcon from "@mui/icons-material/SystemUpdateAltRounded";
import Box from "@mui/material/Box";
import { clientTexts } from "@mobex/contracts/errors";
import { useNewVersionAvailable } from "../api/get-version";
import { useConnectionNotice } from "../hooks/use-connection-notice";
import { CONNECTED_AGAIN_TEXT } from "../model/connection-notice";
import { reloadWithoutPrompt } from "../model/unload-guard";
import { Banner } from "./banner";

/**
 * spec 1 §2 App bar: the connection banner and the update banner. The connection's live region
 * is always mounted, so that screen readers announce the loss and the return as they happen.
 */
export function Banners() {
  const notice = useConnectionNotice();
  const newVersion = useNewVersionAvailable();
  return (
    <>
      <Box role="status" aria-label="Connection" aria-live="polite">
        {notice === "lost" && (
          <Banner tone="warning" icon={<CloudOffRoundedIcon />}>
            {clientTexts.offline}
          </Banner>
        )}
        {notice === "restored" && (
          <Banner tone="success" icon={<CloudDoneRoundedIcon />}>
            {CONNECTED_AGAIN_TEXT}
          </Banner>
        )}
      </Box>
      {newVersion && (
        <Banner tone="info" icon={<SystemUpdateAltRoundedIcon />} onClick={reloadWithoutPrompt}>
          {clientTexts.newVersion}
        </Banner>
      )}
    </>
  );
}
