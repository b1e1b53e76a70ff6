import { type CallCommandId, shortcutCommands } from "../commands";

/** One row of the shortcuts help: what it does, and the key combinations that do it. */
export interface ShortcutRow {
  readonly action: string;
  /** Alternatives, each a list of keys pressed together. */
  readonly keys: readonly (readonly string[])[];
}

const COMMAND_ACTIONS: Partial<Record<CallCommandId, string>> = {
  answer: "Answer a ringing call",
  decline: "Decline a ringing call",
  hangUp: "Hang up",
  mute: "Mute or unmute",
  hold: "Hold or resume",
};

/** "Space or Shift+Alt+A" → [["Space"], ["Shift", "Alt", "A"]]. */
export function keysOf(shortcut: string): string[][] {
  return shortcut.split(" or ").map((alternative) => alternative.split("+"));
}

/** Every shortcut the app answers to, the call commands' own texts first (spec 1 §4). */
export const shortcutRows: readonly ShortcutRow[] = [
  ...shortcutCommands.map((command) => ({
    action: COMMAND_ACTIONS[command.id] ?? command.id,
    keys: keysOf(command.shortcut ?? ""),
  })),
  { action: "Send keypad tones during a call", keys: [["0–9"], ["*"], ["#"]] },
  { action: "Move through the number field's suggestions", keys: [["↓"], ["↑"]] },
  { action: "Dial the number typed or the suggestion chosen", keys: [["Enter"]] },
  { action: "Show these shortcuts", keys: [["?"]] },
];
