import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { alpha, useTheme } from "@mui/material/styles";
import { type ColourMode, accents, colourModeLabels, colourModes } from "../../../shared/theme/palettes";
import { updateSettings, useSettingsStore } from "../../../shared/settings/settings-store";

const descriptions: Record<ColourMode, string> = {
  main: "Teal accents with green, amber and red states.",
  pdtheme: "Blue and orange states for red–green colour blindness.",
  ttheme: "Teal and red states for blue–yellow colour blindness.",
};

/** Four dots showing the accent and the status colours of a colour mode. */
function Swatches({ mode }: { readonly mode: ColourMode }) {
  const palette = accents[mode][useTheme().palette.mode];
  const colours = [palette.primary, palette.success, palette.warning, palette.error].map((entry) =>
    entry !== undefined && "main" in entry ? entry.main : undefined,
  );
  return (
    <Stack direction="row" spacing={0.5} aria-hidden>
      {colours.map((colour, index) => (
        <Box key={index} sx={{ width: 14, height: 14, borderRadius: "50%", bgcolor: colour }} />
      ))}
    </Stack>
  );
}

/** spec 1 §2 System Settings, Colour Mode: Default, Protanopia & Deuteranopia, Tritanopia. */
export function ColourModeTab() {
  const theme = useSettingsStore((state) => state.theme);
  return (
    <RadioGroup
      aria-label="Colour Mode"
      value={theme}
      onChange={(_, value) => updateSettings({ theme: value as ColourMode })}
      sx={{ gap: 1 }}
    >
      {colourModes.map((mode) => (
        <FormControlLabel
          key={mode}
          value={mode}
          control={
            <Radio
              slotProps={{
                input: {
                  "aria-label": colourModeLabels[mode],
                  "aria-describedby": `colour-mode-${mode}-description`,
                },
              }}
            />
          }
          label={
            <Box sx={{ display: "flex", alignItems: "center", gap: 2, width: "100%", py: 0.5 }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {colourModeLabels[mode]}
                </Typography>
                <Typography id={`colour-mode-${mode}-description`} variant="caption" color="textSecondary">
                  {descriptions[mode]}
                </Typography>
              </Box>
              <Swatches mode={mode} />
            </Box>
          }
          sx={(muiTheme) => ({
            mx: 0,
            pr: 2,
            borderRadius: "10px",
            border: `1px solid ${theme === mode ? muiTheme.palette.primary.main : muiTheme.palette.divider}`,
            bgcolor: theme === mode ? alpha(muiTheme.palette.primary.main, 0.07) : "transparent",
            transition: "border-color 120ms, background-color 120ms",
            "& .MuiFormControlLabel-label": { flex: 1 },
          })}
        />
      ))}
    </RadioGroup>
  );
}
