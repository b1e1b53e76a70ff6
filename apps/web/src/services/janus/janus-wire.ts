import { z } from "zod/mini";

/**
 * The Janus 1.x JSON API as it arrives over the WebSocket (janus.conf.meetecho.com/docs/rest.html):
 * every message has `janus`; replies carry the request's `transaction`, plugin replies and events a
 * `plugindata` and maybe a `jsep`. Only what the client reads is named; the rest passes through.
 */
export const jsepSchema = z.object({
  type: z.enum(["offer", "answer"]),
  sdp: z.string(),
});
export type Jsep = z.infer<typeof jsepSchema>;

/** Janus ids: numbers from a real Janus, strings with `string_ids` (room and feed ids); kept as text here. */
const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

const pluginDataSchema = z.object({
  plugin: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export const janusMessageSchema = z.object({
  janus: z.string(),
  transaction: z.optional(z.string()),
  session_id: z.optional(z.union([z.number(), z.string()])),
  sender: z.optional(z.union([z.number(), z.string()])),
  data: z.optional(z.object({ id: z.union([z.number(), z.string()]) })),
  error: z.optional(z.object({ code: z.number(), reason: z.string() })),
  plugindata: z.optional(pluginDataSchema),
  jsep: z.optional(jsepSchema),
  reason: z.optional(z.string()),
  type: z.optional(z.string()),
  receiving: z.optional(z.boolean()),
  mid: z.optional(z.string()),
});
export type JanusMessage = z.infer<typeof janusMessageSchema>;

/** A stream of a VideoRoom publisher (multistream API): the client subscribes to it by feed + mid. */
export const publisherStreamSchema = z.object({
  type: z.string(),
  mid: z.string(),
  mindex: z.optional(z.number()),
  disabled: z.optional(z.boolean()),
  description: z.optional(z.string()),
});

export const publisherSchema = z.object({
  id: idSchema,
  display: z.optional(z.string()),
  talking: z.optional(z.boolean()),
  streams: z._default(z.array(publisherStreamSchema), []),
});
export type JanusPublisher = z.infer<typeof publisherSchema>;

/** A stream of a multistream subscription, as `attached` / `updated` list them. */
export const subscriptionStreamSchema = z.object({
  mid: z.string(),
  type: z.string(),
  active: z.optional(z.boolean()),
  feed_id: z.optional(idSchema),
  feed_mid: z.optional(z.string()),
  feed_display: z.optional(z.string()),
});
export type SubscriptionStream = z.infer<typeof subscriptionStreamSchema>;

/** The error a plugin reports inside its data (videoroom: error_code + error). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
    this.name = "JanusError";
  }
}

/** Reads a plugin's answer, throwing its error when it carries one. */
export function pluginResult(data: Record<string, unknown>): Record<string, unknown> {
  const code = data["error_code"];
  const reason = data["error"];
  if (typeof code === "number")
    throw new JanusError(code, typeof reason === "string" ? reason : "Janus plugin error");
  return data;
}
