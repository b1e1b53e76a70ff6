import { z } from "zod";

/**
 * The VideoRoom request bodies this SFU accepts (Janus `plugins/janus_videoroom.c`, 1.x multistream,
 * `string_ids = true`: room and feed ids are strings). Unknown fields are ignored, as Janus does.
 */
export const roomId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);
export const feedId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);
const secret = z.string().max(256);
const display = z.string().max(256);
const mid = z.string().min(1).max(32);
const bitrate = z.number().int().min(0).max(100_000_000);

export const createRequest = z.object({
  request: z.literal("create"),
  room: roomId.optional(),
  admin_key: secret.optional(),
  description: z.string().max(512).optional(),
  pin: z.string().max(64).optional(),
  secret: secret.optional(),
  is_private: z.boolean().optional(),
  publishers: z.number().int().min(1).max(64).optional(),
  bitrate: bitrate.optional(),
  audiolevel_event: z.boolean().optional(),
  audio_active_packets: z.number().int().min(1).max(1000).optional(),
  audio_level_average: z.number().int().min(1).max(127).optional(),
  permanent: z.boolean().optional(),
});

export const editRequest = z.object({
  request: z.literal("edit"),
  room: roomId,
  secret: secret.optional(),
  new_description: z.string().max(512).optional(),
  new_pin: z.string().max(64).optional(),
  new_secret: secret.optional(),
  new_is_private: z.boolean().optional(),
  new_publishers: z.number().int().min(1).max(64).optional(),
  new_bitrate: bitrate.optional(),
});

export const destroyRequest = z.object({
  request: z.literal("destroy"),
  room: roomId,
  secret: secret.optional(),
});
export const roomOnlyRequest = z.object({ request: z.enum(["exists", "listparticipants"]), room: roomId });

export const publisherJoinRequest = z.object({
  request: z.enum(["join", "joinandconfigure"]),
  ptype: z.literal("publisher"),
  room: roomId,
  id: feedId.optional(),
  display: display.optional(),
  pin: z.string().max(64).optional(),
});

const streamSelection = z.object({ feed: feedId, mid: mid.optional() });

export const subscriberJoinRequest = z.object({
  request: z.literal("join"),
  ptype: z.literal("subscriber"),
  room: roomId,
  // Janus 1.x still takes the pre-multistream single `feed`.
  feed: feedId.optional(),
  streams: z.array(streamSelection).max(64).optional(),
  use_msid: z.boolean().optional(),
  private_id: z.number().int().optional(),
  pin: z.string().max(64).optional(),
});

const streamSwitch = z.object({ mid, send: z.boolean().optional(), keyframe: z.boolean().optional() });

export const configureRequest = z.object({
  request: z.enum(["configure", "publish", "joinandconfigure"]),
  audio: z.boolean().optional(),
  video: z.boolean().optional(),
  bitrate: bitrate.optional(),
  keyframe: z.boolean().optional(),
  display: display.optional(),
  restart: z.boolean().optional(),
  streams: z.array(streamSwitch).max(64).optional(),
  descriptions: z
    .array(z.object({ mid, description: z.string().max(256) }))
    .max(64)
    .optional(),
});

export const updateRequest = z.object({
  request: z.literal("update"),
  subscribe: z.array(streamSelection).max(64).optional(),
  unsubscribe: z
    .array(z.object({ feed: feedId.optional(), mid: mid.optional(), sub_mid: mid.optional() }))
    .max(64)
    .optional(),
});

export type CreateRequest = z.output<typeof createRequest>;
export type EditRequest = z.output<typeof editRequest>;
export type ConfigureRequest = z.output<typeof configureRequest>;
export type StreamSelection = z.output<typeof streamSelection>;
export type UpdateRequest = z.output<typeof updateRequest>;
