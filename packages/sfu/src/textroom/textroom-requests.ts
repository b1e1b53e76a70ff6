import { z } from "zod";
import { roomId } from "../videoroom/videoroom-requests";

/** TextRoom bodies (janus_textroom.c, `string_ids = true`), over the Janus API or the data channel. */
const username = z.string().min(1).max(128);
const transaction = z.string().max(128).optional();

export const textJoinRequest = z.object({
  textroom: z.literal("join"),
  transaction,
  room: roomId,
  username,
  display: z.string().max(256).optional(),
  pin: z.string().max(64).optional(),
});

export const textMessageRequest = z.object({
  textroom: z.literal("message"),
  transaction,
  room: roomId,
  text: z.string().max(16_384),
  to: username.optional(),
  tos: z.array(username).max(64).optional(),
  ack: z.boolean().optional(),
});

export const textLeaveRequest = z.object({ textroom: z.literal("leave"), transaction, room: roomId });

export const textAnnouncementRequest = z.object({
  textroom: z.literal("announcement"),
  transaction,
  room: roomId,
  secret: z.string().max(256).optional(),
  text: z.string().max(16_384),
});

export const textCreateRequest = z.object({
  request: z.literal("create"),
  room: roomId.optional(),
  admin_key: z.string().max(256).optional(),
  description: z.string().max(512).optional(),
  pin: z.string().max(64).optional(),
  secret: z.string().max(256).optional(),
  is_private: z.boolean().optional(),
});

export const textRoomOnlyRequest = z.object({
  request: z.enum(["destroy", "exists", "listparticipants"]),
  room: roomId,
  secret: z.string().max(256).optional(),
});
