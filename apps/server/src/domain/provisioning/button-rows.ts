import type { AdminRequest } from "../directory/admin-commands";
import type { CsvRow } from "./csv-rows";

/** The columns of a buttons CSV (`blf import`) and the titles accepted for each. */
export const BUTTON_COLUMNS = {
  email: ["email", "e-mail", "user"],
  position: ["position", "pos", "button"],
  type: ["type"],
  target: ["target", "number", "extension"],
  label: ["label", "name"],
} as const;
export type ButtonColumn = keyof typeof BUTTON_COLUMNS;

/**
 * The `button.add` a row stands for; at a position that holds a button, the import replaces it.
 * Without a position the button goes after the user's last one.
 */
export function buttonCommandOf(row: CsvRow<ButtonColumn>) {
  const { email, position, type, target, label } = row.values;
  return {
    command: "button.add",
    email,
    type: type?.toUpperCase(),
    ...(position === undefined ? {} : { position }),
    ...(target === undefined ? {} : { target }),
    ...(label === undefined ? {} : { label }),
  } satisfies AdminRequest;
}
