// zod/mini: part of home, where the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";

// spec 1 §4: "Only one browser tab is the active one (check every 1.5 s)".
export const TAB_CHECK_MS = 1_500;
/** A record refreshed within two checks belongs to a live tab. */
export const TAB_STALE_MS = TAB_CHECK_MS * 2;
/** An older record may still be a live tab whose timers the browser throttles in the background; it
 * answers a probe from its message handler, which throttling does not delay. */
export const PROBE_WAIT_MS = 400;
export const ACTIVE_TAB_KEY = "activeTab";

/**
 *   checking ─no record, or no answer to the probe─▶ active ─newer claim from another tab─▶ inactive
 *      └─live record, or an answer to the probe────────────────────────────────────────▶ inactive
 *   inactive ─"Use here" (takeOver)─▶ active
 */
export type TabState = "checking" | "active" | "inactive";

const claimSchema = z.object({ tabId: z.string(), claimedAt: z.number() });
export const tabMessageSchema = z.discriminatedUnion("type", [
  z.extend(claimSchema, { type: z.literal("claim") }),
  z.extend(claimSchema, { type: z.literal("heartbeat") }),
  z.object({ type: z.literal("probe"), tabId: z.string() }),
]);
export type TabMessage = z.infer<typeof tabMessageSchema>;
const recordSchema = z.extend(claimSchema, { at: z.number() });
type TabRecord = z.infer<typeof recordSchema>;

export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

export interface CoordinatorDeps {
  readonly tabId: string;
  readonly channel: TabChannel;
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly now: () => number;
}

/** Keeps one tab in charge, over a message channel plus a heartbeat record in shared storage. */
export class ActiveTabCoordinator {
  private state: TabState = "checking";
  private claimedAt = 0;
  private checkTimer: ReturnType<typeof setInterval> | undefined;
  private probeTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<(state: TabState) => void>();
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: CoordinatorDeps) {}

  getState(): TabState {
    return this.state;
  }

  subscribe(listener: (state: TabState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.unsubscribe = this.deps.channel.subscribe((message) => this.handleMessage(message));
    this.checkTimer = setInterval(() => this.check(), TAB_CHECK_MS);
    const record = this.readRecord();
    if (record === null || record.tabId === this.deps.tabId) return this.takeOver();
    if (this.deps.now() - record.at < TAB_STALE_MS) return this.setState("inactive");
    this.deps.channel.post({ type: "probe", tabId: this.deps.tabId });
    this.probeTimer = setTimeout(() => this.state === "checking" && this.takeOver(), PROBE_WAIT_MS);
  }

  /** "Use here": this tab becomes the active one; the others show the other-tab screen. */
  takeOver(): void {
    clearTimeout(this.probeTimer);
    this.claimedAt = Math.max(this.deps.now(), (this.readRecord()?.claimedAt ?? 0) + 1);
    this.writeRecord();
    this.deps.channel.post({ type: "claim", tabId: this.deps.tabId, claimedAt: this.claimedAt });
    this.setState("active");
  }

  /** The page is going away (pagehide): let the next tab start without waiting for staleness. */
  release(): void {
    if (this.state === "active" && this.readRecord()?.tabId === this.deps.tabId) {
      this.deps.storage.removeItem(ACTIVE_TAB_KEY);
    }
  }

  dispose(): void {
    clearInterval(this.checkTimer);
    clearTimeout(this.probeTimer);
    this.unsubscribe?.();
    this.release();
    this.deps.channel.close();
    this.listeners.clear();
  }

  private check(): void {
    if (this.state !== "active") return;
    const record = this.readRecord();
    if (record !== null && this.outranks(record)) return this.setState("inactive");
    this.beat();
  }

  private beat(): void {
    this.writeRecord();
    this.deps.channel.post({ type: "heartbeat", tabId: this.deps.tabId, claimedAt: this.claimedAt });
  }

  private handleMessage(message: TabMessage): void {
    if (message.tabId === this.deps.tabId) return;
    switch (message.type) {
      case "probe":
        if (this.state === "active") this.beat();
        return;
      case "claim":
      case "heartbeat":
        if (this.state === "checking") {
          clearTimeout(this.probeTimer);
          this.setState("inactive");
        } else if (this.state === "active" && this.outranks(message)) {
          this.setState("inactive");
        }
        return;
    }
  }

  /** Whether another tab's claim is newer than this tab's (ties broken by id). */
  private outranks(other: { readonly tabId: string; readonly claimedAt: number }): boolean {
    if (other.tabId === this.deps.tabId) return false;
    return (
      other.claimedAt > this.claimedAt ||
      (other.claimedAt === this.claimedAt && other.tabId > this.deps.tabId)
    );
  }

  private readRecord(): TabRecord | null {
    try {
      const parsed = recordSchema.safeParse(JSON.parse(this.deps.storage.getItem(ACTIVE_TAB_KEY) ?? "null"));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private writeRecord(): void {
    const record: TabRecord = { tabId: this.deps.tabId, claimedAt: this.claimedAt, at: this.deps.now() };
    this.deps.storage.setItem(ACTIVE_TAB_KEY, JSON.stringify(record));
  }

  private setState(state: TabState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
