import type { LampCommand } from "@mobex/busylight-protocol/lamp-query";
import { NO_SOUND } from "@mobex/busylight-protocol/lamp-vocabulary";
import type { BusylightSettings, LampLook } from "./busylight-settings";

/** What the lamp stands for; "help" is the app bar's call-attention toggle. */
export type LampState = "ringing" | "help" | "oncall" | "dnd" | "available" | "unavailable";

/** The user's own line as the calls feature reports it (calls/model/my-line.ts). */
export type LineStatus = "offline" | "ringing" | "onCall" | "dnd" | "available" | "unavailable";

export const lampStateLabels: Record<LampState, string> = {
  ringing: "Incoming call",
  help: "Call attention",
  oncall: "On a call",
  dnd: "Do not disturb",
  available: "Available",
  unavailable: "Unavailable",
};

/** spec 1 §4 Busylight: "Precedence: ringing, then help, then oncall, then DND, then available, else unavailable". */
export function lampStateOf(line: LineStatus, callAttention: boolean): LampState {
  if (line === "ringing") return "ringing";
  if (callAttention) return "help";
  switch (line) {
    case "onCall":
      return "oncall";
    case "dnd":
      return "dnd";
    case "available":
      return "available";
    case "unavailable":
    case "offline":
      return "unavailable";
  }
}

export function lookOf(state: LampState, settings: BusylightSettings): LampLook {
  switch (state) {
    case "ringing":
      return settings.incomingcall;
    case "help":
      return settings.callAttention;
    case "oncall":
      return settings.oncall;
    case "dnd":
      return settings.dnd;
    case "available":
      return settings.available;
    case "unavailable":
      return settings.unavailable;
  }
}

/** The 8989 command for a state; only an incoming call rings; the effect Disabled is "off". */
export function lampCommandFor(state: LampState, settings: BusylightSettings): LampCommand {
  const look = lookOf(state, settings);
  if (look.effect === "Disabled") return { action: "off" };
  const ring = state === "ringing" ? settings.incomingcall : { sound: NO_SOUND, volume: 0 };
  return { action: "show", effect: look.effect, colour: look.colour, sound: ring.sound, volume: ring.volume };
}
