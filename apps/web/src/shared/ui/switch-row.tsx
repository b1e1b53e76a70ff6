import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useId } from "react";

interface SwitchRowProps {
  readonly label: string;
  readonly description?: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * A labelled switch spanning its row. The label alone names the switch and the description describes
 * it, so that assistive technology (and tests) find it by its exact label.
 */
export function SwitchRow({ label, description, checked, disabled, onChange }: SwitchRowProps) {
  const descriptionId = useId();
  return (
    <FormControlLabel
      labelPlacement="start"
      disabled={disabled}
      control={
        <Switch
          checked={checked}
          onChange={(_, value) => onChange(value)}
          slotProps={{
            input: {
              "aria-label": label,
              "aria-describedby": description === undefined ? undefined : descriptionId,
            },
          }}
        />
      }
      label={
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          {description !== undefined && (
            <Typography id={descriptionId} variant="caption" color="textSecondary" component="div">
              {description}
            </Typography>
          )}
        </Box>
      }
      sx={{ mx: 0, width: "100%", justifyContent: "space-between", gap: 2, py: 0.5 }}
    />
  );
}
