/**
 * A value in PostgreSQL's COPY text format: `\N` for null; backslash, tab, newline and carriage
 * return escaped, since they would otherwise end the column or the row.
 */
export type CopyValue = string | number | boolean | Date | null;

const SPECIAL = /[\\\t\n\r]/;
/** The same, for `replace` (a global expression's `test` would move its lastIndex). */
const EVERY_SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

export function copyField(value: CopyValue): string {
  if (value === null) return "\\N";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") return String(value);
  if (value instanceof Date) return value.toISOString();
  return SPECIAL.test(value) ? value.replace(EVERY_SPECIAL, (special) => ESCAPES[special] ?? special) : value;
}

/** One row: its fields separated by tabs, ended by a newline. */
export function copyLine(fields: readonly CopyValue[]): string {
  let line = "";
  for (let index = 0; index < fields.length; index += 1) {
    line += (index === 0 ? "" : "\t") + copyField(fields[index] ?? null);
  }
  return `${line}\n`;
}
