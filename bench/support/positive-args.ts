import { parseArgs } from "node:util";

/**
 * A bench's `--name N` options, each a positive whole number with its default; anything else stops
 * the bench with `usage`.
 */
export function readPositiveArgs<Name extends string>(
  usage: string,
  defaults: Record<Name, number>,
): Record<Name, number> {
  const names = Object.keys(defaults) as Name[];
  const { values } = parseArgs({
    options: Object.fromEntries(
      names.map((name) => [name, { type: "string", default: String(defaults[name]) }]),
    ),
    strict: true,
  });
  const read = {} as Record<Name, number>;
  for (const name of names) {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`--${name} must be a positive whole number\n\n${usage}`);
    read[name] = value;
  }
  return read;
}
