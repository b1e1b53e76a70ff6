import type { ReactNode } from "react";
import DarkModeRoundedIcon from "@mui/icons-material/DarkModeRounded";
import LightModeRoundedIcon from "@mui/icons-material/LightModeRounded";
import SettingsBrightnessRoundedIcon from "@mui/icons-material/SettingsBrightnessRounded";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { type ThemeMode, updateSettings, useSettingsStore } from "../../../shared/settings/settings-store";

const options: readonly { value: ThemeMode; label: string; icon: ReactNode }[] = [
  { value: "light", label: "Light", icon: <LightModeRoundedIcon fontSize="small" /> },
  { value: "dark", label: "Dark", icon: <DarkModeRoundedIcon fontSize="small" /> },
  { value: "system", label: "System", icon: <SettingsBrightnessRoundedIcon fontSize="small" /> },
];

/** spec 1 §3 Theme: "themeMode (light, dark, system)", applied at once and kept locally. */
export function ThemeModeToggle() {
  const mode = useSettingsStore((state) => state.themeMode);
  return (
    <ToggleButtonGroup
      aria-label="Theme mode"
      value={mode}
      exclusive
      fullWidth
      size="small"
      onChange={(_, value: ThemeMode | null) => value !== null && updateSettings({ themeMode: value })}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.icon}
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
