import type { NameAddr } from "../grammar/name-addr";
import type { BranchView, DeviceView, DialogParties, DialogSnapshot } from "./dialog-events";
import { DialogState } from "./dialog-state";

/**
 * How the proxy changed the caller's identity on the way to the callee (see identity-rewrite.ts):
 * kept per dialog so that both directions stay consistent for the dialog's whole life.
 */
export interface IdentityRewrite {
  /** The caller's From as sent (URI and display name; parameters dropped). */
  readonly original: NameAddr;
  /** What the callee sees instead. */
  readonly decorated: NameAddr;
}

interface BranchRecord {
  device: DeviceView;
  state: BranchView["state"];
  toTag?: string;
  status?: number;
}

/** The tracker's mutable record of one call; only `DialogTracker` changes it. */
export class TrackedDialog {
  state = DialogState.Trying;
  readonly branches = new Map<string, BranchRecord>();
  answered?: { branchId: string; toTag: string; device: DeviceView };
  earlyAt?: number;
  answeredAt?: number;
  endedAt?: number;

  constructor(
    readonly callId: string,
    readonly callerTag: string,
    /** Changes only when a pickup or a diversion hands the call to another user (DialogTracker.pickedUp, diverted). */
    public parties: DialogParties,
    readonly callerConnectionId: string,
    readonly startedAt: number,
    readonly identity: IdentityRewrite | undefined,
  ) {}

  get id(): string {
    return `${this.callId};${this.callerTag}`;
  }

  /** True when `tag` is a To tag one of the branches answered or rang with. */
  knowsCalleeTag(tag: string): boolean {
    for (const branch of this.branches.values()) if (branch.toTag === tag) return true;
    return false;
  }

  /**
   * Every field written out, absent ones as undefined: conditional spreads would build each
   * snapshot through V8's slow object-clone path, several times a call.
   */
  snapshot(): DialogSnapshot {
    const branches: BranchView[] = [];
    for (const b of this.branches.values()) {
      branches.push({ device: b.device, state: b.state, toTag: b.toTag, status: b.status });
    }
    return Object.freeze({
      id: this.id,
      callId: this.callId,
      callerTag: this.callerTag,
      state: this.state,
      parties: this.parties,
      branches,
      startedAt: this.startedAt,
      answeredBy: this.answered?.device,
      calleeTag: this.answered?.toTag,
      earlyAt: this.earlyAt,
      answeredAt: this.answeredAt,
      endedAt: this.endedAt,
    });
  }
}
