import type { DialogEvent } from "../dialog/dialog-events";
import type { NameAddr } from "../grammar/name-addr";
import type { SipUri } from "../grammar/sip-uri";
import type { SipRequest } from "../message/sip-message";
import type { Aor } from "../registrar/aor";
import type { BindingView } from "../registrar/binding";
import type { RemoteAddress } from "../transport/connection";

/** The authenticated sender of an out-of-dialog request. */
export interface Caller {
  /** The AoR the credentials stand for (from `authenticate`). */
  readonly aor: Aor;
  /** The digest username (with ephemeral credentials, `<expiry>:<user>`). */
  readonly username: string;
  readonly connectionId: string;
  readonly remote: RemoteAddress;
  /** The From display name the client sent. */
  readonly displayName?: string;
}

export interface TargetQuery {
  readonly method: string;
  /** The Request-URI user, unescaped: what was dialled (`1001`, `400011001`, `*1`). */
  readonly dialled: string | undefined;
  readonly requestUri: SipUri;
  readonly from: NameAddr;
  readonly caller: Caller;
  /**
   * The request's Call-ID. With the From tag it names the call an INVITE opens: the dialog that
   * `onDialogEvent` reports (`DialogSnapshot.callId` and `callerTag`), so that the app can follow
   * the call from the moment it routes it.
   */
  readonly callId: string;
  /** The request's body: an INVITE's SDP offer (what media the call offers), a MESSAGE's text. */
  readonly body: string;
}

/**
 * How the caller is presented to the callee. The proxy applies it to From and P-Asserted-Identity
 * of the initial request and keeps every later message of the dialog consistent with it
 * (see proxy/identity-rewrite.ts).
 */
export interface CallerDecoration {
  /** Display name shown to the callee; `""` removes it. */
  readonly displayName?: string;
  /** The user part shown to the callee (a caller id number the caller may use). */
  readonly user?: string;
  /** Extra headers for the forwarded initial request only (e.g. Alert-Info). */
  readonly headers?: ReadonlyArray<readonly [name: string, value: string]>;
}

/**
 * Serial forking (RFC 3261 §16.6, §16.7): where an INVITE goes when the target's devices do not
 * take it. The proxy diverts at most once, in the same server transaction (the caller sees one
 * call), with a `Diversion` header (RFC 5806) naming the target; see proxy/fork-context.ts.
 */
export interface CallFallback {
  /** Where the call goes instead (e.g. sip:voicemail@domain); a bare user gets the proxy's domain. */
  readonly aor: string;
  /** No 2xx by then → cancel the ringing branches (reason "no-answer") and divert. */
  readonly afterMs?: number;
  /** Divert when the fork's best final answer is one of these (busy 486, decline 603, 480, 408 …), and when no device is registered. */
  readonly onStatuses?: readonly number[];
}

export type TargetResolution =
  | {
      readonly kind: "aor";
      readonly aor: string;
      readonly decorate?: CallerDecoration;
      /** INVITE only: where the call goes when the target does not answer (ignored for other methods). */
      readonly fallback?: CallFallback;
    }
  /**
   * Call pickup: the caller takes the unanswered call `dialog` (a `DialogSnapshot.id`, e.g. one of
   * `dialogs.ringingAt(aor)`). Its ringing branches are cancelled and its INVITE goes to the device
   * that sent this request, with `headers` added (e.g. `Call-Info: …;answer-after=0`). This request
   * ends once that branch has: 487 "Call picked up" when it answered, else the branch's status;
   * 404 when the call no longer rings. See proxy/pickup.ts.
   */
  | {
      readonly kind: "pickup";
      readonly dialog: string;
      readonly headers?: ReadonlyArray<readonly [name: string, value: string]>;
    }
  /** Answer the caller with this status (404, 480, 486, 403, 603 …). */
  | { readonly kind: "reject"; readonly status: number; readonly reason?: string };

/** Everything the app decides. The package never touches users, tenants or storage itself. */
export interface SipProxyHooks {
  /**
   * The password to check a digest `username` against, and the AoR (`sip:user@domain`, or a bare
   * user completed with the proxy's domain) it may act as; null when unknown or expired.
   * `expiresAt` (ms since the epoch, the proxy's clock) is when the credentials stop being valid:
   * a flow a REGISTER authenticated with them is trusted until then (auth/flow-trust.ts).
   */
  authenticate(
    username: string,
    realm: string,
  ): Promise<{ password: string; aor: string; expiresAt?: number } | null>;
  /**
   * Maps what an authenticated caller dialled to an AoR, or rejects the call. An INVITE routed to
   * an AoR becomes a tracked dialog whose events follow (`onDialogEvent`), unless the caller
   * cancels it before this resolves: a call the app starts to follow here may never hear of again.
   */
  resolveTarget(query: TargetQuery): Promise<TargetResolution>;
  /** Optional last word on how the caller appears, applied after `resolveTarget`'s `decorate`. */
  decorateRequest?(
    request: SipRequest,
    caller: Caller,
    target: { readonly aor: Aor },
  ): Promise<CallerDecoration | null> | CallerDecoration | null;
  /**
   * Which of the target's registered devices an out-of-dialog request is forked to (a subset of
   * `registered`, which lists every one); all of them when absent (RFC 3261 §16.6). Choosing none
   * answers 480, as no registered device does.
   */
  chooseDevices?(method: string, aor: Aor, registered: readonly BindingView[]): readonly BindingView[];
  onDialogEvent?(event: DialogEvent): void;
  onRegistration?(aor: Aor, bindings: readonly BindingView[]): void;
}
