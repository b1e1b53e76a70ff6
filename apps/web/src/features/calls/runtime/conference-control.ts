import { notify } from "../../../shared/ui/notify-store";
import { ConferenceMixer } from "../audio/conference-mixer";
import { isLive } from "../model/call";
import { mergedCalls } from "../model/call-selectors";
import { callById, callTransitions, useCallStore } from "../model/call-store";
import { activate } from "./hold-policy";
import type { PhoneCore } from "./phone-core";

/**
 * The 3-way conference (spec 1 §4): merge two answered calls into one local mix, split them again,
 * and fall back to a plain call when one party leaves.
 */
export class ConferenceControl {
  #mixer: ConferenceMixer | null = null;

  async merge(ctx: PhoneCore, inviteId: string): Promise<void> {
    const invite = callById(inviteId);
    if (invite?.role.kind !== "conferenceInvite" || this.#mixer !== null) return;
    const originalId = invite.role.originalId;
    const first = ctx.registry.session(originalId);
    const second = ctx.registry.session(inviteId);
    if (first === undefined || second === undefined) return;
    // Both far ends must send to us again before their audio can be mixed for each other.
    const resumed = await Promise.all(
      [first, second].map((session) => (session.isOnHold ? session.unhold() : Promise.resolve(true))),
    );
    if (resumed.includes(false)) {
      notify("The calls could not be merged; try again in a moment.", "warning");
      return;
    }
    try {
      this.#mixer = await ConferenceMixer.merge(first, second);
    } catch {
      notify("The calls could not be merged.", "error");
      return;
    }
    const muted = [originalId, inviteId].some((id) => callById(id)?.muted === true);
    this.#mixer.setMicrophoneMuted(muted);
    for (const id of [originalId, inviteId]) callTransitions.patched(id, { merged: true, muted });
    activate(ctx, inviteId);
  }

  /** spec 1 §4: "merged calls can be split, and clicking a merged call splits it" — `callId` stays active. */
  async split(ctx: PhoneCore, callId: string): Promise<void> {
    const members = mergedCalls(useCallStore.getState().calls);
    await this.#unmix(ctx);
    for (const member of members) callTransitions.patched(member.id, { merged: false });
    if (callById(callId) !== undefined) activate(ctx, callId);
  }

  /** A party of the conference hung up: the other call carries on as a plain call. */
  async partyLeft(ctx: PhoneCore, leftId: string): Promise<void> {
    if (this.#mixer === null || callById(leftId)?.merged !== true) return;
    const others = mergedCalls(useCallStore.getState().calls).filter((call) => call.id !== leftId);
    await this.#unmix(ctx);
    for (const call of mergedCalls(useCallStore.getState().calls))
      callTransitions.patched(call.id, { merged: false });
    const remaining = others.find(isLive);
    if (remaining !== undefined) callTransitions.activated(remaining.id);
  }

  setMuted(muted: boolean): void {
    this.#mixer?.setMicrophoneMuted(muted);
  }

  async dispose(): Promise<void> {
    await this.#mixer?.dispose();
    this.#mixer = null;
  }

  /** Back to each call's own microphone, with its own mute state. */
  async #unmix(ctx: PhoneCore): Promise<void> {
    const mixer = this.#mixer;
    this.#mixer = null;
    await mixer?.dispose();
    for (const call of mergedCalls(useCallStore.getState().calls)) {
      ctx.registry.session(call.id)?.setMuted(call.muted);
    }
  }
}
