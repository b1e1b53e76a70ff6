/** A JSON text that must hold an object: why it does not, or the object. */
export function readJsonObject(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; reason: "not JSON" | "not an object" } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: "not JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, reason: "not an object" };
  return { ok: true, value: value as Record<string, unknown> };
}
