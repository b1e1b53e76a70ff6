import type { LampCommand } from "@mobex/busylight-protocol/lamp-query";
import { DARK, type Lamp, type LampState, describeLamp, lampAfter } from "./lamp";

export interface EmulatedLampOptions {
  /** Behave as if the lamp were unplugged: every command answers 404. */
  readonly connected: boolean;
  /** One line per change of what the lamp shows. */
  readonly log: (line: string) => void;
}

/** `--emulate`: a lamp in memory, for tests and demonstrations without hardware. */
export function emulatedLamp({ connected, log }: EmulatedLampOptions): Lamp {
  let lamp: LampState["lamp"] = DARK;
  return {
    apply: (command: LampCommand) => {
      if (!connected) return Promise.resolve(false);
      const next = lampAfter(command, lamp);
      if (describeLamp(next) !== describeLamp(lamp)) log(`lamp: ${describeLamp(next)}`);
      lamp = next;
      return Promise.resolve(true);
    },
    state: () => ({ device: connected ? "Emulated Busylight" : null, lamp }),
    close: () => Promise.resolve(),
  };
}
