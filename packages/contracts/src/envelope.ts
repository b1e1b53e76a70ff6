// zod/mini: these schemas are on the login page, where every kilobyte counts (ARCHITECTURE.md
// budgets); mini shares zod's core with the classic API, so the two mix freely.
import { z } from "zod/mini";

/**
 * Every HTTP answer of the API (ARCHITECTURE.md, "HTTP answer envelope"):
 * `responses[0].code` carries the spec's code and the HTTP status matches it, except a 204 (HTTP 200,
 * which may carry a body) and a 407 (HTTP 401 with a Bearer challenge: browsers refuse a 407 from an
 * origin server). Clients decide by `responses[0].code`.
 */
export const responseEntrySchema = z.object({ code: z.int(), message: z.string() });

export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    status: z.enum(["success", "error"]),
    responses: z.array(responseEntrySchema).check(z.minLength(1)),
    data,
  });
}

export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type Envelope<T> = {
  status: "success" | "error";
  responses: { code: number; message: string }[];
  data: T;
};

export function ok<T>(data: T, code = 200, message = "OK"): Envelope<T> {
  return { status: "success", responses: [{ code, message }], data };
}

export function fail<T = null>(code: number, message: string, data: T = null as T): Envelope<T> {
  return { status: "error", responses: [{ code, message }], data };
}

/** Every POST of spec §7 carries the JWE token in the body. */
export const authenticatedBodySchema = z.object({
  token: z.string().check(z.minLength(1, "token is required")),
});
