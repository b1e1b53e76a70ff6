import { callOutcomeTexts } from "@mobex/contracts/call-outcome";
import type { CallStatus } from "@mobex/contracts/calls";
import type { NewCdrRow } from "../../db/schema";
import type { Presentation } from "./caller-presentation";
import type { CallParty } from "./live-calls";

/** Everything a call leaves behind for history, whichever way it ended. */
export type FinishedCall = {
  tenantId: string;
  sipCallId: string;
  caller: CallParty;
  /** The user the dialled number reached; none when it reached nobody. */
  callee: CallParty | null;
  /** What the caller dialled, for a call that reached nobody (`*1`, an unknown number). */
  dialled: string;
  /** How the callee saw the caller. */
  shown: Presentation;
  video: boolean;
  status: CallStatus;
  /** Why the callee did not take it, when the platform refused it for them (do-not-disturb). */
  calleeNote?: string;
  /** Why it failed, in the words the caller's phone showed (contracts/call-outcome.ts). */
  callerNote?: string;
  /** The colleague it rang for when `callee` picked it up (issue 4). */
  pickedUpFrom?: CallParty;
  /** Voicemail took it for `callee` (issue 12): a missed call of theirs, marked as gone to voicemail. */
  toVoicemail?: boolean;
  startedAt: number;
  answeredAt?: number;
  endedAt: number;
};

const OUTGOING_TEXT: Record<CallStatus, string> = {
  answer: "Answered",
  noanswer: "No answer",
  busy: "Busy",
  cancel: "Cancelled",
  failed: "Failed",
};

/**
 * The history entries of a call (spec 1 §3 "History item"): OUT for the caller, INB for the
 * callee; an unanswered call is a missed one for the callee. Duration counts answered time only.
 * A call picked up from a colleague is the picker's; the colleague keeps an entry that is not a
 * missed call (their phone heard "Call completed elsewhere" too), with who took it.
 */
export function cdrRowsOf(call: FinishedCall): NewCdrRow[] {
  const callDuration =
    call.status === "answer" && call.answeredAt !== undefined
      ? Math.max(0, Math.round((call.endedAt - call.answeredAt) / 1000))
      : 0;
  const outgoing = cdrRow(call, call.caller.userId, call.status, callDuration, {
    callB: call.callee?.phone ?? call.dialled,
    callName: call.callee?.name ?? "",
    callType: "OUT",
    callDesc: call.pickedUpFrom
      ? `Picked up from ${call.pickedUpFrom.name}`
      : call.toVoicemail
        ? callOutcomeTexts.voicemail
        : (call.callerNote ?? OUTGOING_TEXT[call.status]),
  });
  if (!call.callee) return [outgoing];
  if (call.toVoicemail) {
    // The callee never took it, however long the caller spoke to the mailbox.
    return [
      outgoing,
      cdrRow(call, call.callee.userId, "noanswer", 0, shownToCallee(call, callOutcomeTexts.voicemail)),
    ];
  }
  const incoming = cdrRow(
    call,
    call.callee.userId,
    call.status,
    callDuration,
    shownToCallee(call, incomingText(call)),
  );
  if (!call.pickedUpFrom) return [outgoing, incoming];
  const rangFor = cdrRow(
    call,
    call.pickedUpFrom.userId,
    "answer",
    0,
    shownToCallee(call, `Picked up by ${call.callee.name}`),
  );
  return [outgoing, incoming, rangFor];
}

/** An incoming entry: the caller as the callee saw them. */
function shownToCallee(call: FinishedCall, callDesc: string): PartyColumns {
  return { callB: call.shown.number, callName: call.shown.name, callType: "INB", callDesc };
}

/** What tells one party's entry of a call from the other's. */
type PartyColumns = Pick<NewCdrRow, "callB" | "callName" | "callType" | "callDesc">;

/**
 * One entry, every column written out: a row spread from a shared object and then extended
 * (`{ ...common, userId }`) takes V8's slow object-clone path, several microseconds a row on the
 * call path (issue 8 §4).
 */
function cdrRow(
  call: FinishedCall,
  userId: string,
  status: CallStatus,
  callDuration: number,
  party: PartyColumns,
): NewCdrRow {
  return {
    tenantId: call.tenantId,
    userId,
    callB: party.callB,
    callName: party.callName,
    callType: party.callType,
    status,
    media: call.video ? "vid" : "",
    callStart: Math.floor(call.startedAt / 1000),
    callDuration,
    callDesc: party.callDesc,
    sipCallId: call.sipCallId,
    endedAt: new Date(call.endedAt),
  };
}

function incomingText(call: FinishedCall): string {
  if (call.status !== "answer") return call.calleeNote ?? "Missed call";
  return call.pickedUpFrom ? `Picked up from ${call.pickedUpFrom.name}` : "Answered";
}
