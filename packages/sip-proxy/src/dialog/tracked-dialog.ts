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
    /** Changes only when a pickup hands the call to another user (DialogTracker.pickedUp). */
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

  snapshot(): DialogSnapshot {
    const branches: BranchView[] = [...this.branches.values()].map((b) => ({
      device: b.device,
      state: b.state,
      ...(b.toTag === undefined ? {} : { toTag: b.toTag }),
      ...(b.status === undefined ? {} : { status: b.status }),
    }));
    return Object.freeze({
      id: this.id,
      callId: this.callId,
      callerTag: this.callerTag,
      state: this.state,
      parties: this.parties,
      branches,
      startedAt: this.startedAt,
      ...(this.answered ? { answeredBy: this.answered.device, calleeTag: this.answered.toTag } : {}),
      ...(this.earlyAt === undefined ? {} : { earlyAt: this.earlyAt }),
      ...(this.answeredAt === undefined ? {} : { answeredAt: this.answeredAt }),
      ...(this.endedAt === undefined ? {} : { endedAt: this.endedAt }),
    });
  }
}
