import type { z } from "zod/mini";
import {
  callUserSchema,
  hangUpSchema,
  iceCandidatePayloadSchema,
  refuseCallSchema,
  rsdpSchema,
  sdpSchema,
  setNumberSchema,
  type VideoClientToServerEvents,
} from "@mobex/contracts/video";
import type { VideoEndpoint } from "../../domain/video/video-endpoint";
import type { VideoSwitchboard } from "../../domain/video/video-switchboard";

type ClientEvent = keyof VideoClientToServerEvents;

/**
 * One client event: its payload's schema and what the switchboard does with a valid one. `run`
 * answers what the event's ack gets (events without an ack answer nothing) and, after the ack was
 * sent, `afterAck` runs (callUser rings only once the caller holds the call id).
 */
type EventRoute<S extends z.ZodMiniType> = {
  schema: S;
  run(
    switchboard: VideoSwitchboard,
    endpoint: VideoEndpoint,
    payload: z.output<S>,
  ): Promise<EventOutcome> | EventOutcome;
};
export type EventOutcome = { answer?: Record<string, unknown>; afterAck?: () => void } | void;

function route<S extends z.ZodMiniType>(schema: S, run: EventRoute<S>["run"]): EventRoute<S> {
  return { schema, run };
}

/** spec 1 §7's events, client to server (contracts/video.ts documents each). */
export const videoEventRoutes: { [E in ClientEvent]: EventRoute<z.ZodMiniType> } = {
  setNumber: route(setNumberSchema, async (switchboard, endpoint, payload) => ({
    answer: await switchboard.register(endpoint, payload),
  })),
  callUser: route(callUserSchema, async (switchboard, endpoint, payload) => {
    const { callId, ring } = await switchboard.call(endpoint, payload);
    return { answer: { callId }, afterAck: ring };
  }),
  rsdp: route(rsdpSchema, (switchboard, endpoint, payload) => switchboard.answer(endpoint, payload)),
  refuseCall: route(refuseCallSchema, (switchboard, endpoint, payload) =>
    switchboard.refuse(endpoint, payload),
  ),
  sdp: route(sdpSchema, (switchboard, endpoint, payload) => switchboard.relaySdp(endpoint, payload)),
  iceCandidate: route(iceCandidatePayloadSchema, (switchboard, endpoint, payload) =>
    switchboard.relayCandidate(endpoint, payload),
  ),
  hangUp: route(hangUpSchema, (switchboard, endpoint, payload) => switchboard.hangUp(endpoint, payload)),
};

export function isClientEvent(event: string): event is ClientEvent {
  return Object.hasOwn(videoEventRoutes, event);
}
