import type { Call } from "./call";
import { isLive, isUnanswered } from "./call";

type Calls = readonly Call[];

export const liveCalls = (calls: Calls): Call[] => calls.filter(isLive);

/** The call in the main view; with none marked, the newest. */
export function activeCall(calls: Calls): Call | undefined {
  return calls.find((call) => call.active) ?? calls.at(-1);
}

/** The incoming call waiting for an answer that the answer/decline shortcuts act on. */
export function ringingIncoming(calls: Calls): Call | undefined {
  return calls.find((call) => call.direction === "in" && isUnanswered(call) && call.origin === "incoming");
}

export function mergedCalls(calls: Calls): Call[] {
  return calls.filter((call) => call.merged && isLive(call));
}

/** The live call that consults or invites on behalf of `originalId`, if any. */
export function linkedTo(calls: Calls, originalId: string): Call | undefined {
  return calls.find(
    (call) => isLive(call) && call.role.kind !== "plain" && call.role.originalId === originalId,
  );
}

/**
 * The call a dropped person or number goes to (issue 10, spec 1 §2 drag targets): the call whose
 * transfer is being picked, else the answered call in view. None while nothing is answered.
 */
export function dropTargetCall(calls: Calls, pickedId: string | null): Call | undefined {
  const call = pickedId === null ? activeCall(calls) : calls.find((candidate) => candidate.id === pickedId);
  return call?.status === "answered" ? call : undefined;
}

export function hasAnswered(calls: Calls): boolean {
  return calls.some((call) => call.status === "answered");
}
