import type { FastifyBaseLogger } from "fastify";
import { callOutcomeTexts, DO_NOT_DISTURB_PHRASE } from "@mobex/contracts/call-outcome";
import { pickedUpNumber } from "@mobex/contracts/pickup";
import type { DialogEvent, SipProxyHooks, TargetResolution } from "@mobex/sip-proxy/sip-proxy";
import type { Clock } from "../../clock";
import type { UserRow } from "../../db/schema";
import { ephemeralAccount } from "../../domain/auth/ephemeral-credentials";
import type { CallRecords } from "../../domain/calls/call-records";
import { presentationOf, type Presentation } from "../../domain/calls/caller-presentation";
import { VOICEMAIL_CODE, type DialPlan } from "../../domain/calls/dial-plan";
import type { CallParty, LiveCalls } from "../../domain/calls/live-calls";
import type { RegisteredPhones } from "../../domain/board/registered-phones";
import type { TenantDirectory } from "../../domain/board/tenant-directory";
import { callerNoteOf, callStatusOf } from "./call-status";
import { dialogId } from "./dialog-id";
import { NO_VOICEMAIL, VoicemailCalls, type VoicemailCallDependencies } from "./voicemail-calls";
import { voicemailAorOf } from "./voicemail-aor";
import { pickupTarget } from "./pickup-target";
import { LastUsedDevices } from "./ring-devices";

export type SipHookDependencies = {
  sipSecret: string;
  sipDomain: string;
  clock: Clock;
  /** Users, licences, DND and caller ids in memory, kept current by every writer: no query per call. */
  directory: Pick<TenantDirectory, "memberByPhone">;
  dialPlan: DialPlan;
  liveCalls: LiveCalls;
  callRecords: CallRecords;
  /** Who has a device registered, for the presence board. */
  registeredPhones: RegisteredPhones;
  /** Credentials that name a device session are refused once it ended (logout), before they expire. */
  devices: { deviceLive(sessionId: string): Promise<boolean> };
  log: FastifyBaseLogger;
  /** Which calls reach voicemail (issue 12), and the routes its agent looks up. */
  voicemail: Omit<VoicemailCallDependencies, "voicemailAor" | "clock">;
};

const NOT_FOUND: TargetResolution = { kind: "reject", status: 404, reason: "Not Found" };
const FORBIDDEN: TargetResolution = { kind: "reject", status: 403, reason: "Forbidden" };
/** DND: the callee is busy, whichever devices they have (spec 1 §4 "Presence"); the phrase tells the caller why. */
const IN_DND: TargetResolution = { kind: "reject", status: 486, reason: DO_NOT_DISTURB_PHRASE };

/**
 * The sip-proxy package's hooks filled with our domain (ARCHITECTURE.md, principle 3): ephemeral
 * credentials, the dial plan of the caller's tenant, the caller id the caller chose, the live state
 * of every call, and its history when it ends.
 */
export function sipHooks(deps: SipHookDependencies): SipProxyHooks {
  const { directory, clock } = deps;
  /** spec 1 §3 ringAllDevices: which device of each user rings when only the last used one should. */
  const lastUsed = new LastUsedDevices();
  /** Who asked for each pickup the proxy is carrying out, by dialog id, until its "picked-up" event. */
  const pickers = new Map<string, CallParty>();
  const aorOf = (phone: string) => `sip:${phone}@${deps.sipDomain}`;
  const voicemailAor = voicemailAorOf(deps.sipDomain);
  const voicemail = new VoicemailCalls({ ...deps.voicemail, voicemailAor, clock });

  /** A call refused before it rings never becomes a dialog; its history is written here. */
  const recordRefused = (from: UserRow, shown: Presentation, dialled: string, busyCallee: UserRow | null) => {
    const now = clock.now();
    const caller = partyOf(from);
    const refused = {
      tenantId: from.tenantId,
      sipCallId: "",
      caller,
      dialled,
      shown,
      video: false,
      startedAt: now,
      endedAt: now,
    };
    deps.callRecords.record(
      busyCallee
        ? {
            ...refused,
            callee: partyOf(busyCallee),
            status: "busy",
            calleeNote: "Do not disturb",
            callerNote: callOutcomeTexts.doNotDisturb,
          }
        : { ...refused, callee: null, status: "failed", callerNote: callOutcomeTexts.notFound },
    );
  };

  return {
    // Kamailio auth_ephemeral: `<expiry>:<phone>` with HMAC-SHA1(SIP_SECRET) as the password.
    async authenticate(username) {
      const account = ephemeralAccount(deps.sipSecret, username, clock.now());
      if (!account) return null;
      const user = (await directory.memberByPhone(account.phone))?.user;
      if (!user?.licensed) return null;
      if (account.device !== undefined && !(await deps.devices.deviceLive(account.device))) return null;
      // The proxy trusts a flow registered with these credentials until they expire (s → ms).
      return { password: account.password, aor: aorOf(user.phone), expiresAt: account.expiresAt * 1000 };
    },

    async resolveTarget({ method, dialled, caller, from: fromHeader, callId, body }) {
      const found = await directory.memberByPhone(phoneOf(caller.aor));
      if (!found?.user.licensed) return FORBIDDEN;
      const from = found.user;
      // The callee sees the caller id the caller chose, in From and P-Asserted-Identity.
      const shown = presentationOf(from, found.snapshot.callerIdsInUse.get(from.id));
      const call = method === "INVITE";
      if (call) lastUsed.used(caller.aor, caller.connectionId);
      // A pickup code is no call of its own: no history, whatever becomes of it (issue 4).
      const pickup = call && dialled !== undefined ? pickedUpNumber(dialled) : null;
      if (pickup !== null) {
        const resolution = await pickupTarget(deps, from, pickup);
        if (resolution.kind === "pickup") pickers.set(resolution.dialog, partyOf(from));
        return resolution;
      }
      const outcome = dialled === undefined ? null : await deps.dialPlan.resolve(from, dialled, call);
      const fromTag = fromHeader.params.getText("tag");
      if (outcome?.kind === "voicemail") {
        // RFC 3261 §8.1.1.3: every request carries a From tag; the voicemail agent finds the route by it.
        if (fromTag === undefined) return NOT_FOUND;
        // The board shows the caller on a call while they listen to their mailbox.
        deps.liveCalls.begin({
          id: dialogId(callId, fromTag),
          sipCallId: callId,
          tenantId: from.tenantId,
          caller: partyOf(from),
          callee: mailboxParty(from),
          shown,
          video: false,
        });
        return voicemail.ownMailbox({ ...partyOf(from), tenantId: from.tenantId }, shown, callId, fromTag);
      }
      const reached = outcome?.kind === "user" || outcome?.kind === "busy" ? outcome.callee : null;
      // Voicemail is decided per call only: a MESSAGE or SUBSCRIBE never reaches a mailbox.
      const plan = call && reached && fromTag !== undefined ? await voicemail.decide(reached) : NO_VOICEMAIL;
      if (!reached || (outcome?.kind === "busy" && plan.kind !== "deposit")) {
        if (call) recordRefused(from, shown, dialled ?? "", reached);
        return reached ? IN_DND : NOT_FOUND;
      }
      const id = dialogId(callId, fromTag);
      // The call is live from here: its dialog events (early, confirmed, terminated) follow under
      // the same Call-ID and From tag. One the caller cancels before the proxy forwards it never
      // becomes a dialog; LiveCalls lets such a "trying" call go on its own.
      if (call && fromTag !== undefined) {
        deps.liveCalls.begin({
          id,
          sipCallId: callId,
          tenantId: from.tenantId,
          caller: partyOf(from),
          callee: partyOf(reached),
          shown,
          video: offersVideo(body),
        });
      }
      const decorate = { displayName: shown.name, user: shown.number };
      if (plan.kind === "none" || fromTag === undefined) {
        return { kind: "aor", aor: aorOf(reached.phone), decorate };
      }
      voicemail.noteDeposit(callId, fromTag, from.id, reached, shown);
      if (plan.kind === "deposit") {
        deps.liveCalls.divertedToVoicemail(id);
        return { kind: "aor", aor: voicemailAor, decorate };
      }
      return {
        kind: "aor",
        aor: aorOf(reached.phone),
        decorate,
        fallback: { aor: voicemailAor, afterMs: plan.afterMs, onStatuses: plan.onStatuses },
      };
    },

    onDialogEvent(event: DialogEvent) {
      const id = dialogId(event.dialog.callId, event.dialog.callerTag);
      switch (event.type) {
        case "early":
          deps.liveCalls.ringing(id, event.dialog.earlyAt ?? clock.now());
          return;
        case "picked-up": {
          const picker = pickers.get(id);
          pickers.delete(id);
          if (picker) deps.liveCalls.pickedUp(id, picker);
          return;
        }
        case "diverted":
          deps.liveCalls.divertedToVoicemail(id);
          return;
        case "confirmed":
          voicemail.settled(event.dialog.callId, event.dialog.callerTag);
          if (event.dialog.parties.calleeAor !== voicemailAor) deps.liveCalls.takenBackFromVoicemail(id);
          lastUsed.used(event.dialog.parties.calleeAor, event.device.connectionId);
          deps.liveCalls.answered(id, event.dialog.answeredAt ?? clock.now());
          return;
        case "terminated": {
          pickers.delete(id);
          voicemail.settled(event.dialog.callId, event.dialog.callerTag);
          if (voicemail.menuCallEnded(event)) {
            deps.liveCalls.end(id);
            return;
          }
          const call = deps.liveCalls.end(id);
          if (!call) return;
          const { answeredAt, endedAt } = event.dialog;
          // Written out rather than spread from `call` (V8's object clone is slow on the call path).
          deps.callRecords.record({
            tenantId: call.tenantId,
            sipCallId: call.sipCallId,
            caller: call.caller,
            callee: call.callee,
            dialled: call.callee.phone,
            shown: call.shown,
            video: call.video,
            pickedUpFrom: call.pickedUpFrom,
            toVoicemail: call.toVoicemail,
            status: callStatusOf(event),
            callerNote: callerNoteOf(event),
            startedAt: call.startedAt,
            answeredAt,
            endedAt: endedAt ?? clock.now(),
          });
          return;
        }
      }
    },

    onRegistration(aor, bindings) {
      deps.registeredPhones.update(phoneOf(aor), bindings.length);
      lastUsed.registered(aor, bindings);
    },

    chooseDevices(method, aor, registered) {
      return method === "INVITE" ? lastUsed.devicesToRing(aor, registered) : registered;
    },
  };
}

/** The user part of `sip:<phone>@<domain>`. */
function phoneOf(aor: string): string {
  return aor.slice(aor.indexOf(":") + 1, aor.lastIndexOf("@"));
}

function partyOf(user: UserRow): CallParty {
  return { userId: user.id, phone: user.phone, name: user.name };
}

/**
 * The other end of a `*1` call on the presence board: the owner's mailbox, as history labels it
 * (spec 1 §3). Its id is no user's, so no board counts it as a user on a call.
 */
function mailboxParty(owner: UserRow): CallParty {
  return { userId: `mailbox:${owner.id}`, phone: VOICEMAIL_CODE, name: callOutcomeTexts.voicemail };
}

/** An SDP offer with an enabled video stream (RFC 4566 §5.14; port 0 disables a stream, RFC 3264 §6). */
function offersVideo(sdp: string): boolean {
  return /^m=video [1-9]/m.test(sdp);
}
