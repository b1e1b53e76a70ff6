/**
 * spec 1 §9: "Busylight colours: Yellow, Green, Red, Blue, Purple, White, Cyan, Orange. Effects:
 * Light, Blink, Pulse, Disabled. Ringtones 0 to 11: … Default volume 75." spec 1 §5: colour, effect
 * and ringtone come from these fixed lists; volume 0 to 100.
 */
export const lampColours = ["Yellow", "Green", "Red", "Blue", "Purple", "White", "Cyan", "Orange"] as const;
export type LampColour = (typeof lampColours)[number];

export const lampEffects = ["Light", "Blink", "Pulse", "Disabled"] as const;
export type LampEffect = (typeof lampEffects)[number];

/** The effects that light the lamp; "Disabled" turns it off. */
export type LitEffect = Exclude<LampEffect, "Disabled">;

/** Index = the `sound` number sent to the lamp. */
export const ringtones = [
  "Rise and Shine",
  "Fairy Tale",
  "Alert",
  "Kuando Train",
  "Open Office",
  "Morning News",
  "Telephone Nordic",
  "Telephone Original",
  "Telephone Pick Me Up",
  "Iron monger",
  "Martian Homing Beacon",
  "No Sound",
] as const;
export type RingtoneName = (typeof ringtones)[number];

export const NO_SOUND = ringtones.indexOf("No Sound");
// spec 1 §9: "Kuando Train (default 3)", "Default volume 75".
export const DEFAULT_SOUND = 3;
export const DEFAULT_VOLUME = 75;
export const MAX_VOLUME = 100;

export function isLampColour(value: string): value is LampColour {
  return (lampColours as readonly string[]).includes(value);
}

export function isLampEffect(value: string): value is LampEffect {
  return (lampEffects as readonly string[]).includes(value);
}

export function isSound(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < ringtones.length;
}

export function isVolume(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_VOLUME;
}
