import type { DialogEvent, TargetResolution } from "@mobex/sip-proxy/sip-proxy";
import type { Clock } from "../../clock";
import type { UserRow } from "../../db/schema";
import type { RegisteredPhones } from "../../domain/board/registered-phones";
import type { CallRecords } from "../../domain/calls/call-records";
import type { Presentation } from "../../domain/calls/caller-presentation";
import { VOICEMAIL_CODE } from "../../domain/calls/dial-plan";
import type { CallParty } from "../../domain/calls/live-calls";
import type { VoicemailRouteTable } from "../../domain/voicemail/voicemail-route-table";
import { voicemailDecision, type VoicemailDecision } from "../../domain/voicemail/voicemail-routing";
import type { VoicemailSettingsService } from "../../domain/voicemail/voicemail-settings";
import { callerNoteOf, callStatusOf } from "./call-status";
import { dialogId } from "./dialog-id";

export type VoicemailCallDependencies = {
  /** `sip:voicemail@<SIP domain>`: the voicemail agent served in-process by the SIP plane. */
  voicemailAor: string;
  routes: VoicemailRouteTable;
  settings: Pick<VoicemailSettingsService, "of">;
  registeredPhones: Pick<RegisteredPhones, "isRegistered">;
  callRecords: Pick<CallRecords, "record">;
  clock: Clock;
};

type Terminated = Extract<DialogEvent, { type: "terminated" }>;
type MenuCall = {
  tenantId: string;
  sipCallId: string;
  caller: CallParty;
  shown: Presentation;
  startedAt: number;
};

export const NO_VOICEMAIL: VoicemailDecision = { kind: "none" };
/**
 * A `*1` call the caller cancelled while it was routed never becomes a dialog and never ends; any
 * older than the longest media session (15 min) plus Timer C is such a one.
 */
const STALE_MENU_CALL_MS = 20 * 60_000;

/**
 * The SIP plane's side of voicemail (voicemail-design.md, step 2): which calls reach the voicemail
 * agent and for whose mailbox, noted by Call-ID and From tag for the agent to look up; and the
 * history of `*1` calls, which reach no colleague.
 */
export class VoicemailCalls {
  /** `*1` calls in progress by dialog id, for their history. */
  private readonly menuCalls = new Map<string, MenuCall>();

  constructor(private readonly deps: VoicemailCallDependencies) {}

  /** spec 1 §9 `*1`: the caller's own mailbox, in menu mode. */
  ownMailbox(
    caller: CallParty & { tenantId: string },
    shown: Presentation,
    callId: string,
    fromTag: string,
  ): TargetResolution {
    const { routes, voicemailAor, clock } = this.deps;
    routes.note(callId, fromTag, {
      mode: "menu",
      userId: caller.userId,
      callerUserId: caller.userId,
      tenantId: caller.tenantId,
      callerNumber: caller.phone,
      callerName: caller.name,
    });
    this.dropStaleMenuCalls();
    this.menuCalls.set(dialogId(callId, fromTag), {
      tenantId: caller.tenantId,
      sipCallId: callId,
      caller: { userId: caller.userId, phone: caller.phone, name: caller.name },
      shown,
      startedAt: clock.now(),
    });
    return { kind: "aor", aor: voicemailAor };
  }

  private dropStaleMenuCalls(): void {
    const before = this.deps.clock.now() - STALE_MENU_CALL_MS;
    for (const [id, call] of this.menuCalls) if (call.startedAt < before) this.menuCalls.delete(id);
  }

  /** Where a call to `callee` goes as far as voicemail is concerned. */
  async decide(callee: UserRow): Promise<VoicemailDecision> {
    const settings = await this.deps.settings.of(callee);
    return voicemailDecision(callee, this.deps.registeredPhones.isRegistered(callee.phone), settings);
  }

  /** The route the voicemail agent will find when the call reaches it (at once, or on diversion). */
  noteDeposit(
    callId: string,
    fromTag: string,
    callerUserId: string,
    callee: UserRow,
    shown: Presentation,
  ): void {
    this.deps.routes.note(callId, fromTag, {
      mode: "deposit",
      userId: callee.id,
      callerUserId,
      tenantId: callee.tenantId,
      callerNumber: shown.number,
      callerName: shown.name,
    });
  }

  /** A person answered or the call ended: its route is no longer needed. */
  settled(callId: string, fromTag: string): void {
    this.deps.routes.ended(callId, fromTag);
  }

  /** Writes the history of a `*1` call that ended; false for any other call. */
  menuCallEnded(event: Terminated): boolean {
    const id = dialogId(event.dialog.callId, event.dialog.callerTag);
    const call = this.menuCalls.get(id);
    if (!call) return false;
    this.menuCalls.delete(id);
    this.deps.callRecords.record({
      tenantId: call.tenantId,
      sipCallId: call.sipCallId,
      caller: call.caller,
      callee: null,
      dialled: VOICEMAIL_CODE,
      shown: call.shown,
      video: false,
      status: callStatusOf(event),
      callerNote: callerNoteOf(event),
      startedAt: call.startedAt,
      answeredAt: event.dialog.answeredAt,
      endedAt: event.dialog.endedAt ?? this.deps.clock.now(),
    });
    return true;
  }
}
