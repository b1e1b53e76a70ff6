// zod/mini: the login page's schemas (see envelope.ts).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/** spec 1 §7 "Logo fetch": the fallback when nothing else is configured. */
export const DEFAULT_LOGO_PATH = "/logo.png";

/** POST /webrtc/mobex/logo/get/ — the signed-in user's tenant logo, one image per theme mode. */
export const logoBodySchema = z.object({
  token: z.string().check(z.minLength(1, "token is required")),
  platform: z._default(z.enum(["web", "mobile", "desktop", "teams"]), "web"),
});
export const logoDataSchema = z.object({ light: z.string(), dark: z.string() });
export type LogoData = z.infer<typeof logoDataSchema>;
export const logoAnswerSchema = envelopeSchema(z.nullable(logoDataSchema));

/**
 * GET /webrtc/mobex/customs/get/?planid=…&name=title_image_url — a reseller plan's login-page logo
 * (spec 1 §2: the `plan` query parameter is saved as the reseller plan id). 404: unknown plan.
 */
export const customsQuerySchema = z.object({
  planid: z.string().check(z.trim(), z.minLength(1, "planid is required"), z.maxLength(64)),
  name: z.literal("title_image_url", { error: "name must be title_image_url" }),
});
export const customsDataSchema = z.object({ value: z.string() });
export const customsAnswerSchema = envelopeSchema(z.nullable(customsDataSchema));

/** spec 1 §7: "for a plan id a GET on the customs endpoint with name title_image_url returns data.value". */
export const planLogoEndpoint = defineEndpoint({
  method: "GET",
  path: "/webrtc/mobex/customs/get/",
  request: customsQuerySchema,
  answer: customsAnswerSchema,
});

/** spec 1 §7 "Logo fetch": token and platform 'web'; data holds an image per theme mode. */
export const logoEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/logo/get/",
  request: logoBodySchema,
  answer: logoAnswerSchema,
});
