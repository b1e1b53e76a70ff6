import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

interface DeviceSelectProps {
  readonly label: string;
  readonly devices: readonly MediaDeviceInfo[];
  readonly value: string;
  readonly disabled?: boolean;
  readonly onChange: (deviceId: string) => void;
}

const DEFAULT_DEVICE = "default";

/**
 * A device picker. "default" (spec 1 §3: videoInput default 'default') is always offered, as the
 * browser's own entry when it lists one, else as "System default".
 */
export function DeviceSelect({ label, devices, value, disabled, onChange }: DeviceSelectProps) {
  const hasDefault = devices.some((device) => device.deviceId === DEFAULT_DEVICE);
  const known = value === DEFAULT_DEVICE || devices.some((device) => device.deviceId === value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      value={known ? value : DEFAULT_DEVICE}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {!hasDefault && <MenuItem value={DEFAULT_DEVICE}>System default</MenuItem>}
      {devices.map((device, index) => (
        <MenuItem key={device.deviceId} value={device.deviceId}>
          {device.label || `${label} ${index + 1}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
