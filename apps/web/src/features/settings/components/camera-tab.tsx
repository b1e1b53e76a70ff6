import Stack from "@mui/material/Stack";
import { useCallback, useState } from "react";
import { useMediaDevices } from "../hooks/use-media-devices";
import { usePermissionState } from "../hooks/use-permission-state";
import { updateSettings, useSettingsStore } from "../../../shared/settings/settings-store";
import { CameraPreview } from "./camera-preview";
import { DeviceSelect } from "./device-select";

/** spec 1 §2 System Settings, Camera: "camera source" with a preview. */
export function CameraTab() {
  const videoInput = useSettingsStore((state) => state.videoInput);
  const permission = usePermissionState("camera");
  const [revision, setRevision] = useState(0);
  const cameras = useMediaDevices("videoinput", revision);
  const handleGranted = useCallback(() => setRevision((value) => (value === 0 ? 1 : value)), []);

  return (
    <Stack spacing={2.5}>
      <DeviceSelect
        label="Camera"
        devices={cameras}
        value={videoInput}
        onChange={(id) => updateSettings({ videoInput: id })}
      />
      <CameraPreview key={`${videoInput}-${permission}`} deviceId={videoInput} onGranted={handleGranted} />
    </Stack>
  );
}
