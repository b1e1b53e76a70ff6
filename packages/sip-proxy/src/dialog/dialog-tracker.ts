import type { Clock } from "../clock/clock";
import type { Aor } from "../registrar/aor";
import type {
  DeviceView,
  DialogEvent,
  DialogParties,
  DialogSnapshot,
  DiversionReason,
} from "./dialog-events";
import { causeOfStatus, DialogState, type TerminationCause } from "./dialog-state";
import { TrackedDialog, type IdentityRewrite } from "./tracked-dialog";

/** The read side the app gets: live calls for the presence board, and early ones for pickup. */
export interface DialogView {
  get(id: string): DialogSnapshot | undefined;
  list(): DialogSnapshot[];
  /** Calls in which `aor` takes part, as caller or callee. */
  forAor(aor: Aor): DialogSnapshot[];
  /** Unanswered calls ringing at `aor` (state Early): what a pickup would take over. */
  ringingAt(aor: Aor): DialogSnapshot[];
}

export interface BeginDialog {
  callId: string;
  callerTag: string;
  parties: DialogParties;
  callerConnectionId: string;
  identity?: IdentityRewrite;
}

/** Follows every call the proxy forks, from INVITE to BYE, and reports each step (typed events). */
export class DialogTracker implements DialogView {
  private readonly live = new Map<string, TrackedDialog>();

  constructor(
    private readonly clock: Clock,
    private readonly emit: (event: DialogEvent) => void,
  ) {}

  begin(init: BeginDialog): TrackedDialog {
    const dialog = new TrackedDialog(
      init.callId,
      init.callerTag,
      init.parties,
      init.callerConnectionId,
      this.clock.now(),
      init.identity,
    );
    this.live.set(dialog.id, dialog);
    return dialog;
  }

  addBranch(dialog: TrackedDialog, branchId: string, device: DeviceView): void {
    dialog.branches.set(branchId, { device, state: "calling" });
  }

  /** A 1xx from a branch; with a To tag it opens an early dialog (RFC 3261 §12.1). */
  provisional(dialog: TrackedDialog, branchId: string, toTag: string | undefined): void {
    const branch = dialog.branches.get(branchId);
    if (!branch || toTag === undefined || branch.state !== "calling") return;
    branch.state = "ringing";
    branch.toTag = toTag;
    if (dialog.state !== DialogState.Trying) return;
    dialog.state = DialogState.Early;
    dialog.earlyAt = this.clock.now();
    this.emit({ type: "early", device: branch.device, dialog: dialog.snapshot() });
  }

  /** A pickup: the unanswered call now goes to `by` (the new branch follows with addBranch). */
  pickedUp(dialogId: string, by: Aor): void {
    const dialog = this.live.get(dialogId);
    if (!dialog || dialog.answered || dialog.state === DialogState.Terminated) return;
    const from = dialog.parties.calleeAor;
    dialog.parties = { ...dialog.parties, calleeAor: by };
    this.emit({ type: "picked-up", from, by, dialog: dialog.snapshot() });
  }

  /** The unanswered call goes to its fallback `to` (the new branches follow with addBranch). */
  diverted(dialog: TrackedDialog, to: Aor, reason: DiversionReason): void {
    if (dialog.answered || dialog.state === DialogState.Terminated) return;
    const from = dialog.parties.calleeAor;
    dialog.parties = { ...dialog.parties, calleeAor: to };
    this.emit({ type: "diverted", from, to, reason, dialog: dialog.snapshot() });
  }

  /** A device of the callee answered although the call had been diverted: it is the callee's again. */
  undiverted(dialog: TrackedDialog, to: Aor): void {
    if (dialog.answered || dialog.state === DialogState.Terminated) return;
    dialog.parties = { ...dialog.parties, calleeAor: to };
  }

  /** A 2xx from a branch. Only the first confirms the call; RFC 3261 §13.2.2.4 lets the caller end later ones. */
  answered(dialog: TrackedDialog, branchId: string, toTag: string): void {
    const branch = dialog.branches.get(branchId);
    if (!branch) return;
    branch.state = "answered";
    branch.toTag = toTag;
    if (dialog.answered || dialog.state === DialogState.Terminated) return;
    dialog.answered = { branchId, toTag, device: branch.device };
    dialog.state = DialogState.Confirmed;
    dialog.answeredAt = this.clock.now();
    this.emit({ type: "confirmed", device: branch.device, dialog: dialog.snapshot() });
  }

  branchEnded(dialog: TrackedDialog, branchId: string, status: number): void {
    const branch = dialog.branches.get(branchId);
    if (!branch || branch.state === "answered") return;
    branch.state = status === 487 ? "canceled" : "failed";
    branch.status = status;
  }

  /** The caller got a final failure response: the call never happened. */
  failed(dialog: TrackedDialog, status: number, reason?: string): void {
    if (dialog.state === DialogState.Confirmed) return;
    this.end(dialog, causeOfStatus(status, dialog.earlyAt !== undefined), { status, reason: given(reason) });
  }

  /** A BYE in the confirmed dialog (the answered branch's tags). */
  bye(dialog: TrackedDialog, endedBy: "caller" | "callee", reason?: string): void {
    this.end(dialog, "bye", { endedBy, reason: given(reason) });
  }

  /** The dialog an in-dialog request belongs to: Call-ID plus the caller's tag and any branch's tag, in either order. */
  match(callId: string, fromTag: string | undefined, toTag: string | undefined): TrackedDialog | undefined {
    if (fromTag === undefined || toTag === undefined) return undefined;
    const asCaller = this.live.get(`${callId};${fromTag}`);
    if (asCaller?.knowsCalleeTag(toTag)) return asCaller;
    const asCallee = this.live.get(`${callId};${toTag}`);
    if (asCallee?.knowsCalleeTag(fromTag)) return asCallee;
    return undefined;
  }

  /** A caller or answering device lost its connection: its media may go on, but the proxy can no longer reach it. */
  connectionClosed(connectionId: string): void {
    for (const dialog of [...this.live.values()]) {
      if (
        dialog.callerConnectionId === connectionId ||
        dialog.answered?.device.connectionId === connectionId
      ) {
        this.end(dialog, "connection-lost", {});
      }
    }
  }

  get(id: string): DialogSnapshot | undefined {
    return this.live.get(id)?.snapshot();
  }

  list(): DialogSnapshot[] {
    return [...this.live.values()].map((d) => d.snapshot());
  }

  forAor(aor: Aor): DialogSnapshot[] {
    return this.list().filter((d) => d.parties.callerAor === aor || d.parties.calleeAor === aor);
  }

  ringingAt(aor: Aor): DialogSnapshot[] {
    return this.list().filter((d) => d.state === DialogState.Early && d.parties.calleeAor === aor);
  }

  /** Shutting down ends every live call: every connection is about to close. */
  close(): void {
    for (const dialog of [...this.live.values()]) this.end(dialog, "connection-lost", {});
  }

  private end(
    dialog: TrackedDialog,
    cause: TerminationCause,
    details: { status?: number; reason?: string; endedBy?: "caller" | "callee" },
  ): void {
    if (dialog.state === DialogState.Terminated) return;
    dialog.state = DialogState.Terminated;
    dialog.endedAt = this.clock.now();
    this.live.delete(dialog.id);
    const { status, reason, endedBy } = details;
    this.emit({ type: "terminated", cause, status, reason, endedBy, dialog: dialog.snapshot() });
  }
}

/** A Reason header's text, none when empty (no spread of an optional field: see tracked-dialog.ts). */
function given(reason: string | undefined): string | undefined {
  return reason === "" ? undefined : reason;
}
