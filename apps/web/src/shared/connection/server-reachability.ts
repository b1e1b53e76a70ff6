/**
 * Whether the Mobex server answers (spec 1 §2: the 'Not connected. Trying to reconnect…' banner).
 *
 *   reachable ──request failed / browser offline / heartbeat──▶ checking ──probe fails──▶ unreachable
 *       ▲                                                          │                        │  probe again
 *       └──────────────────── any answer, probe answers ◀──────────┴────────────────────────┘  1, 2, 4, 5 s…
 *
 * `navigator.onLine` alone is not trusted: Chromium says "offline" on a machine whose only interfaces
 * are loopback while the server answers fine, and says nothing when only the server is gone. So every
 * hint (a failed request, the browser's offline/online event) is confirmed by probing the server, and
 * while the browser claims to be offline from the start, so that its events tell nothing, a heartbeat
 * probe every 2 s stands in for them.
 */
export type Reachability = "reachable" | "checking" | "unreachable";

/** One cheap request to the server: true when it answered. */
export type Probe = () => Promise<boolean>;

// Quick first retries after a loss, then one every 5 s: recovery is seen within 5 s of the return.
export const PROBE_BACKOFF_MS: readonly number[] = [1_000, 2_000, 4_000, 5_000];
export const HEARTBEAT_MS = 2_000;
// A refused or offline request fails at once; the timeout only catches a server that hangs, and is
// long enough that a busy machine's slow answer is not taken for an outage.
const PROBE_TIMEOUT_MS = 5_000;

export async function probeVersionFile(): Promise<boolean> {
  try {
    const answer = await fetch("/version.txt", {
      cache: "no-store",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return answer.ok;
  } catch {
    return false;
  }
}

export class ServerReachability {
  readonly #probe: Probe;
  readonly #listeners = new Set<() => void>();
  #state: Reachability = "reachable";
  #failedProbes = 0;
  #probing = false;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(probe: Probe) {
    this.#probe = probe;
  }

  get state(): Reachability {
    return this.#state;
  }

  /** Watching starts with the first subscriber (the signed-in app) and stops with the last. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) this.#watch();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#unwatch();
    };
  };

  readonly getSnapshot = (): Reachability => this.#state;

  /** A request got no answer at all: the server may be gone. */
  reportFailure(): void {
    if (this.#state === "reachable" && this.#listeners.size > 0) this.#checkNow();
  }

  /** Any answer, whatever its status, proves the server is there. */
  reportAnswer(): void {
    if (this.#state !== "reachable" && !this.#probing) this.#settle(true);
  }

  readonly #handleBrowserChange = (): void => this.#checkNow();

  #watch(): void {
    window.addEventListener("online", this.#handleBrowserChange);
    window.addEventListener("offline", this.#handleBrowserChange);
    // A browser that says it is online will say when that changes; one that does not is checked.
    if (!navigator.onLine) this.#checkNow();
  }

  #unwatch(): void {
    window.removeEventListener("online", this.#handleBrowserChange);
    window.removeEventListener("offline", this.#handleBrowserChange);
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #checkNow(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#probing) return;
    this.#probing = true;
    if (this.#state === "reachable") this.#set("checking");
    void this.#probe().then((answered) => {
      this.#probing = false;
      if (this.#listeners.size > 0) this.#settle(answered);
    });
  }

  #settle(answered: boolean): void {
    this.#failedProbes = answered ? 0 : this.#failedProbes + 1;
    this.#set(answered ? "reachable" : "unreachable");
    clearTimeout(this.#timer);
    const delayMs = answered
      ? navigator.onLine
        ? undefined
        : HEARTBEAT_MS
      : PROBE_BACKOFF_MS[Math.min(this.#failedProbes, PROBE_BACKOFF_MS.length) - 1];
    this.#timer = delayMs === undefined ? undefined : setTimeout(() => this.#checkNow(), delayMs);
  }

  #set(next: Reachability): void {
    if (next === this.#state) return;
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}

/** The app's one watcher, fed by the API transport's outcomes. */
export const serverReachability = new ServerReachability(probeVersionFile);
