import CloudOffRoundedIcon from "@mui/icons-material/CloudOffRounded";
import SystemUpdateAltRoundedIcon from "@mui/icons-material/SystemUpdateAltRounded";
import { clientTexts } from "@mobex/contracts/errors";
import { useNewVersionAvailable } from "../api/get-version";
import { useOnlineStatus } from "../hooks/use-online-status";
import { reloadWithoutPrompt } from "../model/unload-guard";
import { Banner } from "./banner";

/** spec 1 §2 App bar: the update banner and the offline banner. */
export function Banners() {
  const online = useOnlineStatus();
  const newVersion = useNewVersionAvailable();
  return (
    <>
      {!online && (
        <Banner tone="warning" icon={<CloudOffRoundedIcon />}>
          {clientTexts.offline}
        </Banner>
      )}
      {newVersion && (
        <Banner tone="info" icon={<SystemUpdateAltRoundedIcon />} onClick={reloadWithoutPrompt}>
          {clientTexts.newVersion}
        </Banner>
      )}
    </>
  );
}
