import { callById, callTransitions } from "../model/call-store";
import { mergedCalls } from "../model/call-selectors";
import { useCallStore } from "../model/call-store";
import { activate, setHold } from "./hold-policy";
import type { PhoneContext } from "./phone-context";

/** The calls a command acts on: a merged call brings its conference partner along. */
function groupOf(callId: string): string[] {
  const call = callById(callId);
  if (call === undefined) return [];
  return call.merged ? mergedCalls(useCallStore.getState().calls).map((member) => member.id) : [callId];
}

export function answer(ctx: PhoneContext, callId: string): void {
  const session = ctx.registry.session(callId);
  if (session === undefined || callById(callId)?.status === "answered") return;
  session.answer(ctx.media());
  activate(ctx, callId);
}

export function decline(ctx: PhoneContext, callId: string): void {
  ctx.registry.session(callId)?.terminate();
}

/** Cancels, declines or hangs up; in a conference, the whole conference. */
export function hangUp(ctx: PhoneContext, callId: string): void {
  for (const id of groupOf(callId)) ctx.registry.session(id)?.terminate();
}

export function toggleMute(ctx: PhoneContext, callId: string): void {
  const call = callById(callId);
  if (call === undefined || call.status !== "answered") return;
  const muted = !call.muted;
  if (call.merged) ctx.conference.setMuted(muted);
  else ctx.registry.session(callId)?.setMuted(muted);
  for (const id of groupOf(callId)) callTransitions.patched(id, { muted });
}

export function toggleHold(ctx: PhoneContext, callId: string): void {
  const call = callById(callId);
  if (call === undefined || call.merged) return;
  setHold(ctx, callId, !call.localHold);
}

export function sendDtmf(ctx: PhoneContext, callId: string, tone: string): void {
  for (const id of groupOf(callId)) ctx.registry.session(id)?.sendDtmf(tone);
}

/** A minimised call comes to the main view: it resumes and the one there goes on hold. */
export function swap(ctx: PhoneContext, callId: string): void {
  activate(ctx, callId);
}
