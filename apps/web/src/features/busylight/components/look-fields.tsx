import { lampColours, lampEffects, ringtones } from "@mobex/busylight-protocol/lamp-vocabulary";
import Box from "@mui/material/Box";
import Slider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import type { LampLook, RingingLook } from "../model/busylight-settings";
import { lampColourCss } from "./lamp-colours";
import { ListSelect } from "./list-select";

const colourOptions = lampColours.map((colour) => ({ value: colour, label: colour }));
const effectOptions = lampEffects.map((effect) => ({ value: effect, label: effect }));
const ringtoneOptions = ringtones.map((name, index) => ({ value: index, label: name }));

interface LookFieldsProps<L extends LampLook> {
  readonly legend: string;
  readonly look: L;
  readonly onChange: (look: L) => void;
  /** More fields of the same state (the incoming call's ringtone and volume). */
  readonly children?: ReactNode;
}

/** One state's look: colour and effect (spec 1 §3 "each has colour and effect"). */
export function LookFields<L extends LampLook>({ legend, look, onChange, children }: LookFieldsProps<L>) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="subtitle2"
        sx={{ mb: 1, display: "flex", alignItems: "center", gap: 1 }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 12,
            height: 12,
            borderRadius: "50%",
            bgcolor: look.effect === "Disabled" ? "transparent" : lampColourCss[look.colour],
            border: 1,
            borderColor: "divider",
          }}
        />
        {legend}
      </Typography>
      <Box sx={{ display: "flex", gap: 1.5 }}>
        <ListSelect
          label="Colour"
          options={colourOptions}
          value={look.colour}
          onChange={(colour) => onChange({ ...look, colour })}
        />
        <ListSelect
          label="Effect"
          options={effectOptions}
          value={look.effect}
          onChange={(effect) => onChange({ ...look, effect })}
        />
      </Box>
      {children}
    </Box>
  );
}

interface RingingFieldsProps {
  readonly look: RingingLook;
  readonly onChange: (look: RingingLook) => void;
}

/** The incoming call's ringtone and volume (spec 1 §3: sound default 3, volume default 75). */
export function RingingFields({ look, onChange }: RingingFieldsProps) {
  // The volume follows the thumb on screen and is saved once, where it is let go.
  const [dragged, setDragged] = useState<number | null>(null);
  const volume = dragged ?? look.volume;
  const single = (value: number | number[]) => (Array.isArray(value) ? (value[0] ?? 0) : value);
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", mt: 1.5 }}>
      <ListSelect
        label="Ringtone"
        options={ringtoneOptions}
        value={look.sound}
        onChange={(sound) => onChange({ ...look, sound })}
      />
      <Box sx={{ flex: 1, minWidth: 0, px: 1 }}>
        <Typography variant="caption" color="textSecondary" aria-hidden>
          Volume {volume}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={100}
          value={volume}
          onChange={(_, value) => setDragged(single(value))}
          onChangeCommitted={(_, value) => {
            setDragged(null);
            onChange({ ...look, volume: single(value) });
          }}
          slotProps={{ input: { "aria-label": "Volume" } }}
        />
      </Box>
    </Box>
  );
}
