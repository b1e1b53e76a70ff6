import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { chooseDevice, useMediaDevices } from "../hooks/use-media-devices";
import { activeRoom } from "../model/active-room";
import { EffectsSection } from "./effects-section";
import { type DeviceKind, deviceStorageKeys } from "../model/device-fallback";
import { CAMERA_QUALITIES, cameraQualities, isCameraQuality } from "../model/local-media";
import { showRoomNotice } from "../model/room-notices";
import {
  BANDWIDTH_OPTIONS_KBPS,
  MAX_VISIBLE_DEFAULT,
  MAX_VISIBLE_MIN,
  type RoomLayout,
  useRoomStore,
} from "../model/room-store";

interface ChoiceProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
}

function Choice({ label, value, options, onChange }: ChoiceProps) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={options.some((option) => option.value === value) ? value : ""}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const deviceLabels: Record<DeviceKind, string> = {
  audioinput: "Microphone",
  videoinput: "Camera",
  audiooutput: "Speaker",
};

function DeviceChoice({
  kind,
  devices,
}: {
  readonly kind: DeviceKind;
  readonly devices: readonly MediaDeviceInfo[];
}) {
  const options = devices
    .filter((device) => device.kind === kind)
    .map((device, index) => ({
      value: device.deviceId,
      label: device.label === "" ? `${deviceLabels[kind]} ${index + 1}` : device.label,
    }));
  const current = useRoomStore((state) =>
    kind === "audioinput"
      ? state.localStream?.getAudioTracks()[0]?.getSettings().deviceId
      : kind === "videoinput"
        ? state.localStream?.getVideoTracks()[0]?.getSettings().deviceId
        : state.speakerId,
  );
  if (options.length === 0) return null;
  const chosen = current ?? localStorage.getItem(deviceStorageKeys[kind]) ?? "";
  return (
    <Choice
      label={deviceLabels[kind]}
      // The browser's default device until one is chosen.
      value={options.some((option) => option.value === chosen) ? chosen : (options[0]?.value ?? "")}
      options={options}
      onChange={(deviceId) =>
        void chooseDevice(kind, deviceId).catch((error: unknown) =>
          showRoomNotice(error instanceof Error ? error.message : String(error), "error", 4_000),
        )
      }
    />
  );
}

/** spec 2 §2 Settings: layout, maximum visible people, audio, video, bandwidth (spec 2 §9 values). */
export function SettingsPanel() {
  const layout = useRoomStore((state) => state.layout);
  const maxVisible = useRoomStore((state) => state.maxVisible);
  const quality = useRoomStore((state) => state.quality);
  const bandwidth = useRoomStore((state) => state.bandwidthKbps);
  const devices = useMediaDevices();
  const sliderLabel = useId();

  const handleLayout = (next: RoomLayout | null) => {
    if (next === null) return;
    // spec 2 §2 "leaving sidebar for tiled clears the pin".
    useRoomStore.setState((state) => ({ layout: next, pinnedId: next === "tl" ? null : state.pinnedId }));
    activeRoom()?.setMaxVisible(useRoomStore.getState().maxVisible);
  };

  return (
    <Stack spacing={3} sx={{ p: 2, overflow: "auto", height: "100%" }}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">Layout</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={layout}
          onChange={(_, next: RoomLayout | null) => handleLayout(next)}
          aria-label="Layout"
        >
          <ToggleButton value="tl">Tiled</ToggleButton>
          <ToggleButton value="sb">Sidebar</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack spacing={1}>
        <Typography id={sliderLabel} variant="subtitle2">
          Maximum visible people: {maxVisible}
        </Typography>
        <Slider
          sx={{ mx: 1, width: "auto" }}
          aria-labelledby={sliderLabel}
          min={MAX_VISIBLE_MIN}
          max={MAX_VISIBLE_DEFAULT}
          step={1}
          marks
          value={maxVisible}
          onChange={(_, value) => activeRoom()?.setMaxVisible(value)}
        />
      </Stack>
      <EffectsSection />
      <Choice
        label="Camera quality"
        value={quality}
        options={CAMERA_QUALITIES.map((value) => ({
          value,
          label: cameraQualities[value].label,
        }))}
        onChange={(value) => {
          if (isCameraQuality(value)) activeRoom()?.setQuality(value);
        }}
      />
      <Choice
        label="Bandwidth"
        value={String(bandwidth)}
        options={BANDWIDTH_OPTIONS_KBPS.map((kbps) => ({
          value: String(kbps),
          label: kbps === 0 ? "No limit" : `${kbps} kbit/s`,
        }))}
        onChange={(value) => activeRoom()?.setBandwidth(Number(value))}
      />
      <DeviceChoice kind="audioinput" devices={devices} />
      <DeviceChoice kind="videoinput" devices={devices} />
      <DeviceChoice kind="audiooutput" devices={devices} />
    </Stack>
  );
}
