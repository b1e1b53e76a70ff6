// zod/mini: home loads these schemas, and the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/**
 * POST /webrtc/mobex/configs/get and /configs/update (spec 1 §7): per-user stored settings, such as
 * the busylight settings (spec 1 §3, "stored server-side under a config key"). `phone` must be the
 * caller's own phone number; another number answers 403.
 */
export const CONFIG_VALUE_MAX_BYTES = 64 * 1024;

export const configKeySchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9_.-]{1,64}$/, "config must be 1-64 letters, digits, '_', '.' or '-'"));

export const configsGetBodySchema = z.object({
  token: z.string().check(z.minLength(1, "token is required")),
  phone: z.string().check(z.trim(), z.minLength(1, "phone is required")),
  config: configKeySchema,
  type: z.optional(z.string().check(z.maxLength(32))),
});
export type ConfigsGetBody = z.infer<typeof configsGetBodySchema>;

export const configsUpdateBodySchema = z.extend(configsGetBodySchema, {
  /** Any JSON value; `null` clears the setting. */
  value: z.json().check(
    z.refine((value) => JSON.stringify(value).length <= CONFIG_VALUE_MAX_BYTES, {
      message: `value must be at most ${CONFIG_VALUE_MAX_BYTES} bytes of JSON`,
    }),
  ),
});
export type ConfigsUpdateBody = z.infer<typeof configsUpdateBodySchema>;

/** 200 for both calls; `value` is null when the setting was never stored. */
export const configDataSchema = z.object({ config: z.string(), value: z.nullable(z.json()) });
export type ConfigData = z.infer<typeof configDataSchema>;
export const configsAnswerSchema = envelopeSchema(z.nullable(configDataSchema));

/** spec 1 §7: POST /webrtc/mobex/configs/get {token, phone, config}. */
export const configsGetEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/configs/get",
  request: configsGetBodySchema,
  answer: configsAnswerSchema,
});

/** spec 1 §7: POST /webrtc/mobex/configs/update {token, phone, config, value}. */
export const configsUpdateEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/configs/update",
  request: configsUpdateBodySchema,
  answer: configsAnswerSchema,
});
