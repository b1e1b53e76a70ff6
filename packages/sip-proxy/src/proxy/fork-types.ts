import type { Clock } from "../clock/clock";
import type { DeviceView, DiversionReason } from "../dialog/dialog-events";
import type { Uri } from "../grammar/sip-uri";
import type { SipRequest, SipResponse } from "../message/sip-message";
import type { TransactionLayer } from "../transaction/transaction-layer";
import type { TimerSettings } from "../transaction/timer-settings";
import type { Connection } from "../transport/connection";

export interface ForkTarget {
  readonly connection: Connection;
  /** The contact to put in the Request-URI; undefined keeps the request's (in-dialog requests). */
  readonly requestUri?: Uri;
  readonly device?: DeviceView;
  /** Headers this copy alone carries, replacing any of the same name (a pickup's auto-answer marks). */
  readonly headers?: ReadonlyArray<readonly [name: string, value: string]>;
}

/** One forwarded copy of the request and what became of it. */
export interface ForkBranch {
  readonly id: string;
  readonly target: ForkTarget;
  readonly request: SipRequest;
}

export interface ForkObserver {
  onBranchStarted?(branch: ForkBranch): void;
  onProvisional?(branch: ForkBranch, response: SipResponse): void;
  onAnswered?(branch: ForkBranch, response: SipResponse): void;
  onBranchEnded?(branch: ForkBranch, status: number): void;
  /** The failure response chosen for the caller (never called once a 2xx went up). */
  onFailed?(response: SipResponse): void;
}

export interface ForkDependencies {
  readonly layer: TransactionLayer;
  readonly clock: Clock;
  readonly timers: TimerSettings;
  /** RFC 3261 §16.6 step 11: Timer C, reset by each provisional response. */
  readonly timerCMs: number;
  readonly viaHost: string;
  /** The signed flow token of a connection, for our Via. */
  readonly flowToken: (connectionId: string) => string;
  /** Branches one request may fork to (proxy/limits.ts). */
  readonly maxBranches: number;
}

/** What the router decides once it knows the targets; set before `forward` or `respond`. */
export interface ForkPlan {
  /** The Record-Route value for the copy going to `target`, if the request is dialog-creating. */
  recordRoute?(target: ForkTarget): string | undefined;
  /** Last touch on every response before it goes upstream (identity restore). */
  rewriteResponse?(response: SipResponse): void;
  observer?: ForkObserver;
  /** Serial forking to a fallback target (an INVITE's `CallFallback`). */
  fallback?: ForkFallback;
}

/** How a fork diverts (fork-context.ts): when, and to which devices. */
export interface ForkFallback {
  /** No 2xx this long after the first branches started: cancel them and divert. */
  readonly afterMs?: number;
  /** Final statuses (the best of the first branches) that divert. */
  readonly onStatuses?: readonly number[];
  /** The fallback's devices, each copy carrying what says why (Diversion); none: no diversion. */
  targets(reason: DiversionReason): readonly ForkTarget[];
  /** Called once, just before the fallback's branches start. */
  onDiverted(reason: DiversionReason): void;
  /** After diverting, a first target's 2xx (that crossed our CANCEL) won the call after all. */
  onAnsweredByFirstTarget(): void;
}
