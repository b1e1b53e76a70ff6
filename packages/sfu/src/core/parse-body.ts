import type { z } from "zod";

/** The two ways a plugin body can be wrong, with Janus's wording. */
export type BodyErrorCodes = { missing: number; invalid: number };

export class BodyError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parses a plugin request body, failing the way Janus plugins do: "Missing element (x)", "Invalid element (x)". */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  codes: BodyErrorCodes,
): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.join(".") || "request";
  const missing = issue !== undefined && isMissing(body, issue.path);
  throw new BodyError(
    missing ? codes.missing : codes.invalid,
    missing ? `Missing element (${path})` : `Invalid element (${path})`,
  );
}

/** Whether the value at `path` is absent (zod does not carry the input of an issue by default). */
export function isMissing(body: unknown, path: readonly PropertyKey[]): boolean {
  let value: unknown = body;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return true;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined;
}
