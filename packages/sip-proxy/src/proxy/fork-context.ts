import type { TimerHandle } from "../clock/clock";
import { createResponse } from "../message/create-response";
import type { SipRequest, SipResponse } from "../message/sip-message";
import type { ServerTransaction } from "../transaction/transaction-layer";
import { chooseBestResponse } from "./best-response";
import { newBranch } from "./branch-ids";
import { buildCancel, COMPLETED_ELSEWHERE } from "./build-cancel";
import type { DiversionReason } from "../dialog/dialog-events";
import { diversionReasonOf, NO_ANSWER } from "./diversion";
import { forwardRequest } from "./forward-request";
import type { ForkBranch, ForkDependencies, ForkPlan, ForkTarget } from "./fork-types";

type BranchState = "calling" | "proceeding" | "completed";

interface Branch extends ForkBranch {
  state: BranchState;
  /** 0 for the first targets, 1 for the fallback's (serial forking, RFC 3261 §16.6). */
  readonly generation: number;
  final?: SipResponse;
  /** RFC 3261 §9.1: a CANCEL waits for a provisional response; "pending" means it is owed. */
  cancel: "none" | "pending" | "sent";
  cancelReason?: string;
  timerC?: TimerHandle;
  /** Timer C fired: the 487 our CANCEL brings back is reported as the 408 it stands for (§16.8). */
  timedOut?: boolean;
  cancelGuard?: TimerHandle;
  /** Told the branch's final status once (a pickup waits for its branch). */
  onFinal?: (status: number) => void;
  dispose(): void;
}

/**
 * The response context of a transaction-stateful proxy (RFC 3261 §16): one server transaction,
 * its forwarded branches, and the rules of §16.7 for what the caller hears.
 *
 * Deliberate difference from §16.7 step 5: a 6xx from one branch does not cancel the others. Our
 * branches are the devices of one user ringing in parallel, and a device that declines (JsSIP
 * answers 603 or 486) speaks for itself only; the call ends when every device has answered no,
 * and the 6xx is then still preferred as the final response (step 6).
 *
 * Serial forking (`plan.fallback`): when the first targets do not answer in time, or all fail with
 * a listed status, or there are none, the same transaction goes on to the fallback's devices (the
 * caller sees one call). It diverts at most once; a 2xx racing the diversion still wins.
 */
export class ForkContext {
  private readonly branches: Branch[] = [];
  private upstream: "none" | "answered" | "failed" = "none";
  private canceled = false;
  private readonly isInvite: boolean;
  /** Which targets the branches now being started serve: 0 the first, 1 the fallback's. */
  private generation = 0;
  private diverted = false;
  /** A device rang (a 1xx above 100): a later 480 means nobody answered. */
  private rang = false;
  private noAnswerTimer?: TimerHandle;

  plan: ForkPlan = {};
  /** The tracked dialog this INVITE created, once there is one (see ForkRegistry.bindDialog). */
  dialogId?: string;

  constructor(
    private readonly deps: ForkDependencies,
    readonly server: ServerTransaction,
    readonly request: SipRequest,
    /** The request's loop hash as received, prefixed to each branch id (RFC 3261 §16.6 step 8). */
    private readonly loopHash: string,
  ) {
    this.isInvite = request.method === "INVITE";
    // The caller's connection is gone: nobody is left to hear an answer (treated like a CANCEL).
    server.onTransportError(() => this.cancel());
  }

  get wasCanceled(): boolean {
    return this.canceled;
  }

  /**
   * Forwards a copy to each target in parallel (RFC 3261 §16.6 for each), to at most
   * `maxBranches` of them: the last ones, which are the newest registrations.
   */
  forward(targets: readonly ForkTarget[]): void {
    if (targets.length === 0) {
      // RFC 3261 §16.5: no registered contact; with a fallback the call goes there at once.
      if (!this.divert("unavailable")) this.respond(480);
      return;
    }
    for (const target of targets.slice(-this.deps.maxBranches)) this.startBranch(target);
    const afterMs = this.plan.fallback?.afterMs;
    if (this.isInvite && afterMs !== undefined) {
      this.noAnswerTimer = this.deps.clock.setTimeout(() => this.divert("no-answer"), afterMs);
    }
    this.checkCompletion();
  }

  /** Answers the caller from here, before (or instead of) forwarding. */
  respond(status: number, reason?: string): void {
    this.respondWith(createResponse(this.request, status, reason === undefined ? {} : { reason }));
  }

  respondWith(response: SipResponse): void {
    if (this.upstream !== "none" || response.status < 200) return;
    this.upstream = response.status < 300 ? "answered" : "failed";
    this.relay(response);
    if (response.status >= 300) this.plan.observer?.onFailed?.(response);
  }

  /**
   * RFC 3261 §16.10: the caller's CANCEL (or its disappearance) cancels every pending branch.
   * `reason` is the caller's Reason header, passed on (RFC 3326).
   */
  cancel(reason?: string): void {
    if (this.upstream !== "none" || this.canceled) return;
    this.canceled = true;
    for (const branch of this.branches) this.cancelBranch(branch, reason);
    if (this.branches.length === 0) this.respond(487);
    this.checkCompletion();
  }

  /** An INVITE nobody has answered, that its caller has not cancelled and that has not failed. */
  get canBePickedUp(): boolean {
    return this.isInvite && this.upstream === "none" && !this.canceled;
  }

  /**
   * Call pickup (see pickup.ts): the INVITE goes to `target` as a new branch and every branch still
   * pending is cancelled as "completed elsewhere" (RFC 3326), so the devices that rang log no missed
   * call. `onFinal` hears the new branch's final status. False when the call no longer waits for an
   * answer (answered, failed, cancelled) or is no INVITE: nothing was done.
   */
  pickUp(target: ForkTarget, onFinal: (status: number) => void): boolean {
    if (!this.canBePickedUp) return false;
    // The call is the picker's now: the callee's fallback (no answer, busy) no longer applies.
    this.noAnswerTimer?.cancel();
    delete this.plan.fallback;
    const pending = this.branches.filter((branch) => branch.state !== "completed");
    this.startBranch(target, onFinal);
    for (const branch of pending) this.cancelBranch(branch, COMPLETED_ELSEWHERE);
    return true;
  }

  /** Stops every timer this context owns (branches' client transactions end on their own). */
  dispose(): void {
    this.noAnswerTimer?.cancel();
    for (const branch of this.branches) branch.dispose();
  }

  /**
   * Serial forking: the branches still pending are cancelled ("no answer" when the time ran out)
   * and the fallback's devices get the INVITE in this same transaction. False (nothing done) when
   * there is no fallback or nowhere to go, it diverted already, or the call is over.
   */
  private divert(reason: DiversionReason): boolean {
    const fallback = this.plan.fallback;
    if (!fallback || !this.isInvite || this.diverted || this.upstream !== "none" || this.canceled)
      return false;
    const targets = fallback.targets(reason);
    if (targets.length === 0) return false;
    this.diverted = true;
    this.noAnswerTimer?.cancel();
    const first = [...this.branches];
    for (const branch of first) this.cancelBranch(branch, NO_ANSWER);
    fallback.onDiverted(reason);
    this.generation = 1;
    for (const target of targets.slice(-this.deps.maxBranches)) this.startBranch(target);
    // A device that never answered at all is not waited for (as on the caller's CANCEL): its
    // CANCEL still goes out if it answers provisionally later.
    for (const branch of first) {
      if (branch.cancel === "pending" && branch.state !== "completed")
        this.complete(branch, createResponse(this.request, 487));
    }
    return true;
  }

  private startBranch(target: ForkTarget, onFinal?: (status: number) => void): void {
    const id = newBranch(this.loopHash);
    const request = forwardRequest(this.request, {
      via: {
        host: this.deps.viaHost,
        transport: target.connection.transport,
        branch: id,
        flow: this.deps.flowToken(this.server.connection.id),
      },
      ...(target.requestUri ? { requestUri: target.requestUri } : {}),
      ...this.recordRouteFor(target),
    });
    if (target.headers) for (const [name] of target.headers) request.headers.remove(name);
    for (const [name, value] of target.headers ?? []) request.headers.append(name, value);
    const branch: Branch = {
      id,
      target,
      request,
      generation: this.generation,
      state: "calling",
      cancel: "none",
      ...(onFinal ? { onFinal } : {}),
      dispose() {
        this.timerC?.cancel();
        this.cancelGuard?.cancel();
      },
    };
    this.branches.push(branch);
    this.plan.observer?.onBranchStarted?.(branch);
    this.deps.layer.sendRequest(request, target.connection, {
      onResponse: (response) => this.onResponse(branch, response),
      // RFC 3261 §16.7 (and §16.8): a timeout is a 408 for that branch; §16.9: a transport error a 503.
      onTimeout: () => this.complete(branch, createResponse(this.request, 408)),
      onTransportError: () => this.complete(branch, createResponse(this.request, 503)),
    });
    if (this.isInvite && branch.state !== "completed") this.restartTimerC(branch);
  }

  private recordRouteFor(target: ForkTarget): { recordRoute?: string } {
    const value = this.plan.recordRoute?.(target);
    return value === undefined ? {} : { recordRoute: value };
  }

  private onResponse(branch: Branch, response: SipResponse): void {
    // RFC 3261 §16.7 step 3: our own Via comes off before anything else.
    response.headers.removeFirst("Via");
    const status = response.status;
    if (status < 200) {
      if (branch.state === "calling") branch.state = "proceeding";
      if (branch.cancel === "pending") this.sendCancel(branch, branch.cancelReason);
      if (status === 100) return;
      this.rang = true;
      // RFC 3261 §16.7 step 2: provisional responses above 100 reset Timer C.
      if (this.isInvite && branch.cancel === "none") this.restartTimerC(branch);
      if (branch.state === "completed" || this.upstream !== "none") return;
      this.plan.observer?.onProvisional?.(branch, response);
      this.relay(response);
      return;
    }
    if (status < 300) {
      this.onSuccess(branch, response);
      return;
    }
    this.complete(branch, response);
  }

  /** RFC 3261 §16.7 step 5: every 2xx goes up at once; for INVITE the other branches are cancelled. */
  private onSuccess(branch: Branch, response: SipResponse): void {
    const first = this.upstream !== "answered";
    if (first && branch.generation < this.generation) this.plan.fallback?.onAnsweredByFirstTarget();
    branch.state = "completed";
    branch.final = response;
    branch.dispose();
    branch.onFinal?.(response.status);
    if (first || this.isInvite) this.plan.observer?.onAnswered?.(branch, response);
    this.upstream = "answered";
    this.relay(response);
    if (first && this.isInvite) {
      for (const other of this.branches) if (other !== branch) this.cancelBranch(other, COMPLETED_ELSEWHERE);
    }
  }

  private complete(branch: Branch, received: SipResponse): void {
    if (branch.state === "completed") return;
    const response =
      branch.timedOut && received.status === 487 ? createResponse(this.request, 408) : received;
    branch.state = "completed";
    branch.final = response;
    branch.dispose();
    branch.onFinal?.(response.status);
    this.plan.observer?.onBranchEnded?.(branch, response.status);
    this.checkCompletion();
  }

  /** RFC 3261 §16.7 step 6: once no branch is pending, the best stored response goes up. */
  private checkCompletion(): void {
    if (this.upstream !== "none" || this.branches.some((b) => b.state !== "completed")) return;
    if (this.branches.length === 0) return;
    const finals = this.branches.flatMap((b) => (b.final ? [b.final] : []));
    // Once diverted, the caller hears how the fallback ended, not the first targets' cancellations.
    const current = this.branches.flatMap((b) =>
      b.final && b.generation === this.generation ? [b.final] : [],
    );
    let chosen = this.canceled ? finals.find((r) => r.status === 487) : chooseBestResponse(current);
    const divertOn = this.plan.fallback?.onStatuses;
    if (
      chosen &&
      divertOn?.includes(chosen.status) &&
      this.divert(diversionReasonOf(chosen.status, this.rang))
    )
      return;
    chosen ??= createResponse(this.request, this.canceled ? 487 : 408);
    // §16.7 step 6: a 503 would tell the caller that we are unavailable; it becomes 500.
    if (chosen.status === 503) {
      chosen = chosen.clone();
      chosen.status = 500;
      chosen.reason = "Server Internal Error";
    }
    this.upstream = "failed";
    this.relay(chosen);
    this.plan.observer?.onFailed?.(chosen);
  }

  private cancelBranch(branch: Branch, reason: string | undefined): void {
    if (!this.isInvite || branch.state === "completed") return;
    if (branch.cancel === "none") {
      if (branch.state === "proceeding") {
        this.sendCancel(branch, reason);
        return;
      }
      // RFC 3261 §9.1: no CANCEL before a provisional response; it is sent when one arrives.
      branch.cancel = "pending";
      if (reason !== undefined) branch.cancelReason = reason;
    }
    // The caller who cancelled need not wait for a device that never answered (even one a
    // diversion or pickup cancelled before): count it as 487.
    if (this.canceled && branch.cancel === "pending")
      this.complete(branch, createResponse(this.request, 487));
  }

  private sendCancel(branch: Branch, reason: string | undefined): void {
    branch.cancel = "sent";
    branch.timerC?.cancel();
    const ignore = (): void => {};
    this.deps.layer.sendRequest(buildCancel(branch.request, reason), branch.target.connection, {
      onResponse: ignore,
      onTimeout: ignore,
      onTransportError: ignore,
    });
    // RFC 3261 §9.1: no final response 64*T1 after the CANCEL — give the branch up as 408.
    branch.cancelGuard = this.deps.clock.setTimeout(
      () => this.complete(branch, createResponse(this.request, 408)),
      64 * this.deps.timers.t1Ms,
    );
  }

  private restartTimerC(branch: Branch): void {
    branch.timerC?.cancel();
    branch.timerC = this.deps.clock.setTimeout(() => {
      // RFC 3261 §16.8: Timer C fired — CANCEL a ringing branch, count a silent one as 408.
      branch.timedOut = true;
      if (branch.state === "proceeding") this.sendCancel(branch, undefined);
      else this.complete(branch, createResponse(this.request, 408));
    }, this.deps.timerCMs);
  }

  private relay(response: SipResponse): void {
    if (response.status >= 200) this.noAnswerTimer?.cancel();
    this.plan.rewriteResponse?.(response);
    this.server.respond(response);
  }
}
