import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";

interface SwitchRowProps {
  readonly label: string;
  readonly description?: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** A labelled switch spanning its row: the label names the switch for assistive technology. */
export function SwitchRow({ label, description, checked, disabled, onChange }: SwitchRowProps) {
  return (
    <FormControlLabel
      labelPlacement="start"
      disabled={disabled}
      control={<Switch checked={checked} onChange={(_, value) => onChange(value)} />}
      label={
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          {description !== undefined && (
            <Typography variant="caption" color="textSecondary" component="div">
              {description}
            </Typography>
          )}
        </Box>
      }
      sx={{ mx: 0, width: "100%", justifyContent: "space-between", gap: 2, py: 0.5 }}
    />
  );
}
