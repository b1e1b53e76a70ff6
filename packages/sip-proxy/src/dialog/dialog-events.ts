import type { Aor } from "../registrar/aor";
import type { DialogState, TerminationCause } from "./dialog-state";

/** Who calls whom, the same whichever side sends a request. */
export interface DialogParties {
  /** The authenticated caller. */
  readonly callerAor: Aor;
  /** The AoR the dialled number resolved to. */
  readonly calleeAor: Aor;
  /** The Request-URI user as dialled (e.g. a 4-digit extension or `*1`). */
  readonly dialled?: string;
  /** The caller's name and user as the callee sees them (after decoration). */
  readonly callerDisplayName?: string;
  readonly callerUser?: string;
}

/** One registered device a branch went to. */
export interface DeviceView {
  readonly contact: string;
  readonly connectionId: string;
  readonly instanceId?: string;
}

export interface BranchView {
  readonly device: DeviceView;
  readonly state: "calling" | "ringing" | "answered" | "failed" | "canceled";
  readonly toTag?: string;
  readonly status?: number;
}

/** A read-only copy of a tracked call; the presence board and call pickup read these. */
export interface DialogSnapshot {
  readonly id: string;
  readonly callId: string;
  readonly callerTag: string;
  readonly state: DialogState;
  readonly parties: DialogParties;
  readonly branches: readonly BranchView[];
  readonly answeredBy?: DeviceView;
  /** The answering branch's To tag (the confirmed dialog's remote tag from the caller's view). */
  readonly calleeTag?: string;
  readonly startedAt: number;
  readonly earlyAt?: number;
  readonly answeredAt?: number;
  readonly endedAt?: number;
}

/** Why a call went to its fallback (proxy/hooks.ts `CallFallback`). */
export type DiversionReason = "no-answer" | "busy" | "declined" | "unavailable";

interface DialogEventBase {
  readonly dialog: DialogSnapshot;
}

export type DialogEvent =
  /** The callee's first device started ringing (first 1xx carrying a To tag). */
  | ({ readonly type: "early"; readonly device: DeviceView } & DialogEventBase)
  /**
   * Another user picked the unanswered call up: `dialog.parties.calleeAor` is now `by`; the
   * devices of `from` are being cancelled with "Call completed elsewhere".
   */
  | ({ readonly type: "picked-up"; readonly from: Aor; readonly by: Aor } & DialogEventBase)
  /**
   * The call went to its fallback (`CallFallback`): no answer within `afterMs` ("no-answer"; the
   * ringing devices are being cancelled), a final busy/decline ("busy": 486, 600; "declined": 603,
   * 403) or any other listed status, or no registered device ("unavailable"). Heard before the
   * fallback's devices are offered the call: `dialog.parties.calleeAor` is now `to`, so the later
   * `early`, `confirmed` and `terminated` events speak of the fallback; `from` is the callee the
   * caller dialled, whose call this was. Should a device of `from` answer all the same (its 2xx
   * crossed the proxy's CANCEL), that answer wins: `confirmed` then names `from` as the callee again.
   */
  | ({
      readonly type: "diverted";
      readonly from: Aor;
      readonly to: Aor;
      readonly reason: DiversionReason;
    } & DialogEventBase)
  /** A device answered (the first 2xx). */
  | ({ readonly type: "confirmed"; readonly device: DeviceView } & DialogEventBase)
  | ({
      readonly type: "terminated";
      readonly cause: TerminationCause;
      /** The final status for a call that was never answered. */
      readonly status?: number;
      /** The Reason header (RFC 3326) when there was one. */
      readonly reason?: string;
      /** Who hung up an answered call. */
      readonly endedBy?: "caller" | "callee";
    } & DialogEventBase);
