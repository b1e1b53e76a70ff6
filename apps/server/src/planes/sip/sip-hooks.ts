import type { FastifyBaseLogger } from "fastify";
import type {
  CallerDecoration,
  DialogEvent,
  SipProxyHooks,
  TargetResolution,
} from "@mobex/sip-proxy/sip-proxy";
import type { Clock } from "../../clock";
import type { UserRow } from "../../db/schema";
import { ephemeralAccount } from "../../domain/auth/ephemeral-credentials";
import type { CallRecords } from "../../domain/calls/call-records";
import type { CallerIdRepository } from "../../domain/calls/caller-id-repository";
import { presentationOf, type Presentation } from "../../domain/calls/caller-presentation";
import type { DialPlan } from "../../domain/calls/dial-plan";
import type { CallParty, LiveCalls } from "../../domain/calls/live-calls";
import type { UserRepository } from "../../domain/directory/user-repository";
import { callStatusOf } from "./call-status";

export type SipHookDependencies = {
  sipSecret: string;
  sipDomain: string;
  clock: Clock;
  users: UserRepository;
  dialPlan: DialPlan;
  callerIds: CallerIdRepository;
  liveCalls: LiveCalls;
  callRecords: CallRecords;
  log: FastifyBaseLogger;
};

const NOT_FOUND: TargetResolution = { kind: "reject", status: 404, reason: "Not Found" };
const FORBIDDEN: TargetResolution = { kind: "reject", status: 403, reason: "Forbidden" };
/** DND: the callee is busy, whichever devices they have (spec 1 §4 "Presence"). */
const BUSY: TargetResolution = { kind: "reject", status: 486, reason: "Busy Here" };

/**
 * The sip-proxy package's hooks filled with our domain (ARCHITECTURE.md, principle 3): ephemeral
 * credentials, the dial plan of the caller's tenant, the caller id the caller chose, and the live
 * state of every call.
 */
export function sipHooks(deps: SipHookDependencies): SipProxyHooks {
  const { users, clock } = deps;
  const aorOf = (phone: string) => `sip:${phone}@${deps.sipDomain}`;
  const userAt = (aor: string) => users.findByPhone(phoneOf(aor));

  return {
    // Kamailio auth_ephemeral: `<expiry>:<phone>` with HMAC-SHA1(SIP_SECRET) as the password.
    async authenticate(username) {
      const account = ephemeralAccount(deps.sipSecret, username, clock.now());
      if (!account) return null;
      const user = await users.findByPhone(account.phone);
      if (!user?.licensed) return null;
      return { password: account.password, aor: aorOf(user.phone) };
    },

    async resolveTarget({ method, dialled, caller }) {
      const from = await userAt(caller.aor);
      if (!from?.licensed) return FORBIDDEN;
      const call = method === "INVITE";
      const outcome = dialled === undefined ? null : await deps.dialPlan.resolve(from, dialled, call);
      if (outcome?.kind === "user") return { kind: "aor", aor: aorOf(outcome.callee.phone) };
      // A call refused here never becomes a dialog; its history is written now (every call has one).
      if (call) {
        const now = clock.now();
        const refused = {
          tenantId: from.tenantId,
          sipCallId: "",
          caller: partyOf(from),
          dialled: dialled ?? "",
          video: false,
          startedAt: now,
          endedAt: now,
        };
        if (outcome?.kind === "busy") {
          const shown = presentationOf(from, await deps.callerIds.list(from.id));
          const callee = partyOf(outcome.callee);
          deps.callRecords.record({
            ...refused,
            callee,
            shown,
            status: "busy",
            calleeNote: "Do not disturb",
          });
        } else {
          deps.callRecords.record({ ...refused, callee: null, shown: partyShown(from), status: "failed" });
        }
      }
      return outcome?.kind === "busy" ? BUSY : NOT_FOUND;
    },

    async decorateRequest(request, caller, target): Promise<CallerDecoration | null> {
      const from = await userAt(caller.aor);
      if (!from) return null;
      const shown = presentationOf(from, await deps.callerIds.list(from.id));
      if (request.method === "INVITE") {
        const to = await userAt(target.aor);
        if (to) {
          deps.liveCalls.begin({
            id: dialogId(request.callId(), request.fromTag()),
            sipCallId: request.callId(),
            tenantId: from.tenantId,
            caller: partyOf(from),
            callee: partyOf(to),
            shown,
            video: offersVideo(request.body),
          });
        }
      }
      return { displayName: shown.name, user: shown.number };
    },

    onDialogEvent(event: DialogEvent) {
      const id = dialogId(event.dialog.callId, event.dialog.callerTag);
      switch (event.type) {
        case "early":
          deps.liveCalls.ringing(id, event.dialog.earlyAt ?? clock.now());
          return;
        case "confirmed":
          deps.liveCalls.answered(id, event.dialog.answeredAt ?? clock.now());
          return;
        case "terminated": {
          const call = deps.liveCalls.end(id);
          if (!call) return;
          const { answeredAt, endedAt } = event.dialog;
          deps.callRecords.record({
            ...call,
            dialled: call.callee.phone,
            status: callStatusOf(event),
            ...(answeredAt === undefined ? {} : { answeredAt }),
            endedAt: endedAt ?? clock.now(),
          });
          return;
        }
      }
    },
  };
}

/** The user part of `sip:<phone>@<domain>`. */
function phoneOf(aor: string): string {
  return aor.slice(aor.indexOf(":") + 1, aor.lastIndexOf("@"));
}

function dialogId(callId: string, callerTag: string | undefined): string {
  return `${callId};${callerTag ?? ""}`;
}

function partyOf(user: UserRow): CallParty {
  return { userId: user.id, phone: user.phone, name: user.name };
}

function partyShown(user: UserRow): Presentation {
  return { number: user.phone, name: user.name };
}

/** An SDP offer with an enabled video stream (RFC 4566 §5.14; port 0 disables a stream, RFC 3264 §6). */
function offersVideo(sdp: string): boolean {
  return /^m=video [1-9]/m.test(sdp);
}
