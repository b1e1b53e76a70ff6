import { z } from "zod/mini";

/** Reads a JSON value written by this app, or null when absent, unreadable or of the wrong shape. */
export function readStoredJson<S extends z.core.$ZodType>(
  storage: Storage,
  key: string,
  schema: S,
): z.output<S> | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const parsed = z.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredJson(storage: Storage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
