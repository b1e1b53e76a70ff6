import {
  DEFAULT_SOUND,
  DEFAULT_VOLUME,
  MAX_VOLUME,
  lampColours,
  lampEffects,
  ringtones,
} from "@mobex/busylight-protocol/lamp-vocabulary";
// zod/mini: part of home, where the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";

/** spec 1 §3: "Busylight settings (stored server-side under a config key)". */
export const BUSYLIGHT_CONFIG_KEY = "busylight";

const lookSchema = z.object({ colour: z.enum(lampColours), effect: z.enum(lampEffects) });
export type LampLook = z.infer<typeof lookSchema>;

/** spec 1 §5: colour, effect and ringtone from the fixed lists; volume 0 to 100. */
const ringingLookSchema = z.extend(lookSchema, {
  sound: z.int().check(z.minimum(0), z.maximum(ringtones.length - 1)),
  volume: z.int().check(z.minimum(0), z.maximum(MAX_VOLUME)),
});
export type RingingLook = z.infer<typeof ringingLookSchema>;

/**
 * spec 1 §3: enabled, dnd, available, unavailable, oncall, incomingcall (colour, effect, sound,
 * volume), callAttention; each has colour and effect. `enabled` is the "Hardware busylight" switch.
 */
export const busylightSettingsSchema = z.object({
  enabled: z.boolean(),
  available: lookSchema,
  unavailable: lookSchema,
  dnd: lookSchema,
  oncall: lookSchema,
  incomingcall: ringingLookSchema,
  callAttention: lookSchema,
});
export type BusylightSettings = z.infer<typeof busylightSettingsSchema>;

/**
 * spec 1 §9: "Defaults: available green, DND red, on call yellow, incoming call red with alert sound
 * 3 at volume 75." Unavailable and call attention have no default there: unavailable leaves the
 * lamp dark, call attention pulses blue (no other state uses blue).
 */
export const defaultBusylightSettings: BusylightSettings = {
  enabled: false,
  available: { colour: "Green", effect: "Light" },
  unavailable: { colour: "White", effect: "Disabled" },
  dnd: { colour: "Red", effect: "Light" },
  oncall: { colour: "Yellow", effect: "Light" },
  incomingcall: { colour: "Red", effect: "Blink", sound: DEFAULT_SOUND, volume: DEFAULT_VOLUME },
  callAttention: { colour: "Blue", effect: "Pulse" },
};

/** A stored value from another build or device is taken field by field where valid, never blindly. */
export function parseBusylightSettings(value: unknown): BusylightSettings {
  const stored = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const fields = Object.keys(defaultBusylightSettings) as (keyof BusylightSettings)[];
  const merged = Object.fromEntries(
    fields.map((field) => {
      const parsed = busylightSettingsSchema.shape[field].safeParse(stored[field]);
      return [field, parsed.success ? parsed.data : defaultBusylightSettings[field]];
    }),
  );
  return busylightSettingsSchema.parse(merged);
}
