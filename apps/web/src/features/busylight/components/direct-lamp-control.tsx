import UsbRoundedIcon from "@mui/icons-material/UsbRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { notify } from "../../../shared/ui/notify-store";
import {
  canConnectDirectly,
  connectDirectLamp,
  disconnectDirectLamp,
} from "../../../services/busylight/direct-lamp";
import { busylightActions, useBusylightStore } from "../model/busylight-store";

/**
 * Beyond spec 1: where the browser offers WebHID, a Kuando lamp plugged into this computer can be
 * driven from the page itself, with no busylight software installed.
 */
export function DirectLampControl() {
  const directLamp = useBusylightStore((state) => state.directLamp);
  if (!canConnectDirectly()) return null;
  const connect = async () => {
    try {
      if (await connectDirectLamp(busylightActions.setDirectLamp)) notify("Busylight connected", "success");
    } catch {
      notify("Could not open the busylight. Is another program using it?", "error");
    }
  };
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
      <Typography variant="body2" color="textSecondary" sx={{ flex: 1, minWidth: 200 }}>
        {directLamp === null
          ? "No busylight software? Chrome and Edge can drive a Kuando busylight on this computer directly."
          : `Driving ${directLamp} directly from this page.`}
      </Typography>
      {directLamp === null ? (
        <Button startIcon={<UsbRoundedIcon />} onClick={() => void connect()}>
          Connect a busylight directly
        </Button>
      ) : (
        <Button onClick={() => void disconnectDirectLamp()}>Disconnect {directLamp}</Button>
      )}
    </Box>
  );
}
