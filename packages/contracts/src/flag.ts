import { z } from "zod/mini";

/**
 * A yes/no field as the API's clients send it: true, 1, "1" and "true" are yes; false, 0, "0" and
 * "false" are no. Parsed to a boolean.
 */
export const flag = z.union([
  z.boolean(),
  z.pipe(
    z.literal(0),
    z.transform(() => false),
  ),
  z.pipe(
    z.literal(1),
    z.transform(() => true),
  ),
  z.pipe(
    z.enum(["0", "1", "true", "false"]),
    z.transform((value) => value === "1" || value === "true"),
  ),
]);
