import {
  type LampColour,
  type LitEffect,
  NO_SOUND,
  isLampColour,
  isSound,
  isVolume,
  lampColours,
} from "./lamp-vocabulary";

/**
 * spec 1 §7: "Local hardware busylight device: GET on the local machine, port 8989, with action
 * (currentpresence, off, or an effect) plus colour, sound, volume." spec 1 §4: the answer's status
 * is 200 when the lamp is on, 404 when it is disconnected; 500 means the software is not installed.
 */
export const BUSYLIGHT_PORT = 8989;
export const BUSYLIGHT_ORIGIN = `http://localhost:${BUSYLIGHT_PORT}`;

/** What the lamp shows: a lit effect in a colour, with a ringtone (NO_SOUND for none). */
export interface LitLamp {
  readonly effect: LitEffect;
  readonly colour: LampColour;
  /** Index into `ringtones`. */
  readonly sound: number;
  /** 0 to 100. */
  readonly volume: number;
}

export type LampCommand =
  /** Asks whether a lamp is there, changing nothing. */
  | { readonly action: "currentpresence" }
  | { readonly action: "off" }
  /** Lights the lamp; on the wire the action is the effect's name (light, blink, pulse). */
  | ({ readonly action: "show" } & LitLamp);

const effectActions: Record<string, LitEffect> = { light: "Light", blink: "Blink", pulse: "Pulse" };

/** The query string of a command, e.g. `action=blink&colour=red&sound=3&volume=75`. */
export function lampQuery(command: LampCommand): string {
  if (command.action !== "show") return new URLSearchParams({ action: command.action }).toString();
  return new URLSearchParams({
    action: command.effect.toLowerCase(),
    colour: command.colour.toLowerCase(),
    sound: String(command.sound),
    volume: String(command.volume),
  }).toString();
}

export type ParsedLampQuery =
  { readonly ok: true; readonly command: LampCommand } | { readonly ok: false; readonly error: string };

/** Reads a query as the lamp does: names in any case; sound and volume optional (no sound). */
export function parseLampQuery(query: URLSearchParams): ParsedLampQuery {
  const action = (query.get("action") ?? "").toLowerCase();
  if (action === "currentpresence" || action === "off") return { ok: true, command: { action } };
  const effect = effectActions[action];
  if (effect === undefined) {
    return { ok: false, error: "action must be currentpresence, off, light, blink or pulse" };
  }
  const colourText = (query.get("colour") ?? "").toLowerCase();
  const colour = lampColours.find((name) => name.toLowerCase() === colourText);
  if (colour === undefined || !isLampColour(colour)) {
    return { ok: false, error: `colour must be one of ${lampColours.join(", ")}` };
  }
  const sound = Number(query.get("sound") ?? NO_SOUND);
  if (!isSound(sound)) return { ok: false, error: "sound must be a ringtone number from 0 to 11" };
  const volume = Number(query.get("volume") ?? 0);
  if (!isVolume(volume)) return { ok: false, error: "volume must be a whole number from 0 to 100" };
  return { ok: true, command: { action: "show", effect, colour, sound, volume } };
}
