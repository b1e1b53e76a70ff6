/** Marks the dial field: the one text field where call shortcuts still work (digits type into it). */
export const DIAL_FIELD_ATTRIBUTE = "data-dial-field";

// Controls that take typed characters or type-ahead: a shortcut there would steal the user's keys.
const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);
const TYPING_ROLES = new Set([
  "textbox",
  "searchbox",
  "combobox",
  "spinbutton",
  "listbox",
  "option",
  "menu",
  "menuitem",
  "menuitemradio",
  "menuitemcheckbox",
]);
// Inputs that take no characters: keys pressed there are free for shortcuts.
const NON_TEXT_INPUTS = new Set(["button", "checkbox", "radio", "range", "reset", "submit", "color", "file"]);

/** Where a key press lands: nowhere that types, the dial field, or another field the user types in. */
export type KeyTarget = "free" | "dialField" | "typing";

export function keyTargetOf(target: EventTarget | null): KeyTarget {
  if (!(target instanceof HTMLElement)) return "free";
  if (target.hasAttribute(DIAL_FIELD_ATTRIBUTE)) return "dialField";
  // Read from the markup rather than isContentEditable, which jsdom lacks.
  if (target.closest('[contenteditable]:not([contenteditable="false"])') !== null) return "typing";
  if (target instanceof HTMLInputElement) return NON_TEXT_INPUTS.has(target.type) ? "free" : "typing";
  if (TYPING_TAGS.has(target.tagName)) return "typing";
  return TYPING_ROLES.has(target.getAttribute("role") ?? "") ? "typing" : "free";
}
