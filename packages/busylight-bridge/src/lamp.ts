import type { LampCommand, LitLamp } from "@mobex/busylight-protocol/lamp-query";

/** What the lamp shows now, as `GET /state` answers it. */
export interface LampState {
  /** The lamp's name, or null when none is connected. */
  readonly device: string | null;
  readonly lamp: ({ readonly on: true } & LitLamp) | { readonly on: false };
}

/** A lamp the bridge drives: a Kuando Busylight over USB HID, or the emulation. */
export interface Lamp {
  /** Shows `command`; false when no lamp is connected (the bridge answers 404). */
  apply(command: LampCommand): Promise<boolean>;
  state(): LampState;
  close(): Promise<void>;
}

export const DARK: LampState["lamp"] = { on: false };

/** The lamp after `command`, for a lamp that shows what it is told. */
export function lampAfter(command: LampCommand, before: LampState["lamp"]): LampState["lamp"] {
  switch (command.action) {
    case "currentpresence":
      return before;
    case "off":
      return DARK;
    case "show": {
      const { action: _action, ...lit } = command;
      return { on: true, ...lit };
    }
  }
}

export function describeLamp(lamp: LampState["lamp"]): string {
  if (!lamp.on) return "off";
  const sound = lamp.volume > 0 ? ` sound ${lamp.sound} volume ${lamp.volume}` : "";
  return `${lamp.effect.toLowerCase()} ${lamp.colour.toLowerCase()}${sound}`;
}
