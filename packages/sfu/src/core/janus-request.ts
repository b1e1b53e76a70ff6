import { z } from "zod";

/**
 * One request of the Janus JSON API as the WebSocket transport carries it (janus.conf.meetecho.com
 * /docs/rest.html): ids in the body, not in a path. Bounds keep one message from costing much.
 */
const transaction = z.string().min(1).max(128);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const jsep = z.object({
  type: z.enum(["offer", "answer"]),
  sdp: z.string().min(1).max(200_000),
  trickle: z.boolean().optional(),
  // janus.js sets it on an ICE-restart offer; Janus reads it too.
  restart: z.boolean().optional(),
});

const candidate = z.union([
  z.object({
    candidate: z.string().max(1024),
    sdpMid: z.string().max(64).nullish(),
    sdpMLineIndex: z.number().int().min(0).max(1024).nullish(),
  }),
  z.object({ completed: z.literal(true) }),
]);

export const janusRequestSchema = z.discriminatedUnion("janus", [
  z.object({ janus: z.literal("create"), transaction }),
  z.object({ janus: z.literal("info"), transaction }),
  z.object({ janus: z.literal("ping"), transaction }),
  z.object({ janus: z.literal("keepalive"), transaction, session_id: id }),
  z.object({ janus: z.literal("destroy"), transaction, session_id: id }),
  z.object({
    janus: z.literal("attach"),
    transaction,
    session_id: id,
    plugin: z.string().max(64),
    opaque_id: z.string().max(256).optional(),
  }),
  z.object({ janus: z.literal("detach"), transaction, session_id: id, handle_id: id }),
  z.object({ janus: z.literal("hangup"), transaction, session_id: id, handle_id: id }),
  z.object({
    janus: z.literal("message"),
    transaction,
    session_id: id,
    handle_id: id,
    body: z.record(z.string(), z.unknown()),
    jsep: jsep.optional(),
  }),
  z.object({
    janus: z.literal("trickle"),
    transaction,
    session_id: id,
    handle_id: id,
    candidate: candidate.optional(),
    candidates: z.array(candidate).max(64).optional(),
  }),
]);

export type JanusRequest = z.output<typeof janusRequestSchema>;
export type JanusRequestKind = JanusRequest["janus"];
export const janusRequestKinds: readonly string[] = janusRequestSchema.options.map(
  (option) => option.shape.janus.value,
);
