import { callOutcomeTexts } from "@mobex/contracts/call-outcome";
import type { CallUserPayload, IceCandidatePayload } from "@mobex/contracts/video";
import type { FinishedCall } from "../calls/cdr-rows";
import type { CallParty } from "../calls/live-calls";
import type { VideoEndpoint } from "./video-endpoint";

/**
 * One 1:1 video call on this node (contracts/video.ts has the protocol's diagram):
 *
 *   ringing ──rsdp from a ringing device──> answered ──hangUp / a party's socket drops──> (ended)
 *     └──refused, cancelled, unanswered, no device left──────────────────────────────> (ended)
 */
export type VideoCall = {
  id: string;
  tenantId: string;
  caller: CallParty;
  callerEndpoint: VideoEndpoint;
  callee: CallParty;
  /** What the caller asked for (phone or extension), for history. */
  dialled: string;
  state: "ringing" | "answered";
  /** The callee's devices ringing now (empty once answered). */
  ringing: Map<string, VideoEndpoint>;
  /**
   * The caller's offer and the candidates it sent while ringing, for a device of the callee that
   * comes online with video before anyone answers (it rings too). Bounded by the protocol's limits
   * (32 KB SDP, 200 candidates); dropped on answer.
   */
  offer?: { sdp: CallUserPayload["sdp"]; candidates: IceCandidatePayload["candidate"][] };
  /** The callee's device that answered. */
  calleeEndpoint?: VideoEndpoint;
  startedAt: number;
  answeredAt?: number;
  ringTimer?: NodeJS.Timeout;
  /** A party whose socket dropped, and the end of the wait for it to come back. */
  away?: { endpoint: VideoEndpoint; timer: NodeJS.Timeout };
};

/** How a video call ended, for its history. */
export type VideoCallOutcome =
  "ended" | "declined" | "busy" | "cancelled" | "noAnswer" | "unavailable" | "doNotDisturb";

const HISTORY: Record<VideoCallOutcome, Pick<FinishedCall, "status" | "callerNote" | "calleeNote">> = {
  ended: { status: "answer" },
  // Refused on purpose: not a missed call for the callee (spec 1 §4 "other failures count as rejected").
  declined: { status: "busy", callerNote: callOutcomeTexts.declined, calleeNote: callOutcomeTexts.declined },
  // spec 1 §4 Video call: a cancelled offer records a missed video call ("Missed call" for the callee).
  // As the SIP phone's 486 when call waiting is off (spec 1 §4): the callee was on another call.
  busy: { status: "busy", callerNote: callOutcomeTexts.busy },
  cancelled: { status: "cancel" },
  noAnswer: { status: "noanswer", callerNote: callOutcomeTexts.noAnswer },
  // As the SIP plane's 480: nobody could ring, a call the callee missed.
  unavailable: { status: "noanswer", callerNote: callOutcomeTexts.notReachable },
  doNotDisturb: { status: "busy", callerNote: callOutcomeTexts.doNotDisturb, calleeNote: "Do not disturb" },
};

/** The call's history for both parties (spec 1 §3 "History item", media 'vid'), written by CallRecords. */
export function finishedVideoCall(call: VideoCall, outcome: VideoCallOutcome, endedAt: number): FinishedCall {
  return {
    tenantId: call.tenantId,
    sipCallId: call.id,
    caller: call.caller,
    callee: call.callee,
    dialled: call.dialled,
    // A video call shows the caller's own number, the one a video call back reaches.
    shown: { number: call.caller.phone, name: call.caller.name },
    video: true,
    ...HISTORY[outcome],
    startedAt: call.startedAt,
    ...(call.answeredAt === undefined ? {} : { answeredAt: call.answeredAt }),
    endedAt,
  };
}
