import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useCallback, useState } from "react";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { useMediaDevices } from "../hooks/use-media-devices";
import { usePermissionState } from "../hooks/use-permission-state";
import { updateSettings, useSettingsStore } from "../../../shared/settings/settings-store";
import { DeviceSelect } from "./device-select";
import { MicrophoneCheck } from "./microphone-check";

// Only browsers that can route audio to a chosen output list speakers (HTMLMediaElement.setSinkId).
const canChooseOutput = typeof HTMLMediaElement !== "undefined" && "setSinkId" in HTMLMediaElement.prototype;

/** spec 1 §2 System Settings, Audio: devices, advanced microphone settings and the level meter. */
export function AudioTab() {
  const settings = useSettingsStore();
  const permission = usePermissionState("microphone");
  const [revision, setRevision] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const inputs = useMediaDevices("audioinput", revision);
  const outputs = useMediaDevices("audiooutput", revision);
  const handleGranted = useCallback(() => setRevision((value) => value + 1), []);

  const constraints = {
    deviceId: settings.audioInput,
    echoCancellation: settings.echoCancellation,
    noiseSuppression: settings.noiseSuppression,
    autoGainControl: settings.autoGainControl,
  };

  return (
    <Stack spacing={2.5}>
      <DeviceSelect
        label="Microphone"
        devices={inputs}
        value={settings.audioInput}
        onChange={(id) => updateSettings({ audioInput: id })}
      />
      <Stack spacing={1}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Microphone level
        </Typography>
        <MicrophoneCheck
          key={`${JSON.stringify(constraints)}-${permission}-${attempt}`}
          constraints={constraints}
          onGranted={handleGranted}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      </Stack>
      <DeviceSelect
        label="Speaker"
        devices={outputs}
        value={settings.audioOutput}
        disabled={!canChooseOutput}
        onChange={(id) => updateSettings({ audioOutput: id })}
      />
      <DeviceSelect
        label="Ringing device"
        devices={outputs}
        value={settings.audioRingOutput}
        disabled={!canChooseOutput}
        onChange={(id) => updateSettings({ audioRingOutput: id })}
      />
      <Stack spacing={0.5}>
        <Typography variant="overline" color="textSecondary">
          Advanced microphone settings
        </Typography>
        <SwitchRow
          label="Noise suppression"
          checked={settings.noiseSuppression}
          onChange={(on) => updateSettings({ noiseSuppression: on })}
        />
        <SwitchRow
          label="Echo cancellation"
          checked={settings.echoCancellation}
          onChange={(on) => updateSettings({ echoCancellation: on })}
        />
        <SwitchRow
          label="Auto gain control"
          checked={settings.autoGainControl}
          onChange={(on) => updateSettings({ autoGainControl: on })}
        />
      </Stack>
    </Stack>
  );
}
