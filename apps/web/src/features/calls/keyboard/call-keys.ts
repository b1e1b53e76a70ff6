import { type CallCommand, shortcutCommands } from "../commands";
import type { Call } from "../model/call";
import { keypadAvailability } from "../model/call-rules";
import { activeCall } from "../model/call-selectors";
import { keyTargetOf } from "./text-entry";

/** The keys of the keypad (spec 1 §2), sent as DTMF during a call. */
export const KEYPAD_KEYS = new Set(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "#"]);
export const HELP_KEY = "?";

/** What a key press does with the calls as they are. */
export type KeyAction =
  | { readonly kind: "command"; readonly command: CallCommand; readonly call: Call }
  | { readonly kind: "tone"; readonly call: Call; readonly tone: string }
  | { readonly kind: "help" }
  | { readonly kind: "none" };

const NONE: KeyAction = { kind: "none" };

// Shift is allowed: * and # are shifted keys on most layouts, ? is one everywhere. So is AltGr,
// which types # on French and Italian layouts (Windows reports it as Ctrl+Alt).
const hasCommandModifier = (event: KeyboardEvent) =>
  (event.ctrlKey || event.altKey || event.metaKey) && !event.getModifierState("AltGraph");

/**
 * The app-wide keys of a call (issue 9, spec 1 §4 "Tab keyboard shortcuts"). Nothing is taken from
 * a field the user types in, except the dial field, where the call commands still work and digits
 * type. Elsewhere the keypad's keys send tones to the call in view once it is answered, and ? opens
 * the list of shortcuts. Escape is never taken: it closes dialogs and panels.
 */
export function keyActionFor(event: KeyboardEvent, calls: readonly Call[]): KeyAction {
  if (event.defaultPrevented) return NONE;
  const target = keyTargetOf(event.target);
  if (target === "typing") return NONE;
  for (const command of shortcutCommands) {
    if (command.keyTest?.(event) !== true) continue;
    const call = command.target?.(calls);
    if (call !== undefined && command.availability(call, calls).enabled)
      return { kind: "command", command, call };
  }
  if (target === "dialField" || hasCommandModifier(event)) return NONE;
  if (KEYPAD_KEYS.has(event.key) && !event.repeat) {
    const call = activeCall(calls);
    return call !== undefined && keypadAvailability(call).enabled
      ? { kind: "tone", call, tone: event.key }
      : NONE;
  }
  return event.key === HELP_KEY ? { kind: "help" } : NONE;
}
