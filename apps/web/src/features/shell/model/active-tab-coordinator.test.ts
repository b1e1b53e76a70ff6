import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ACTIVE_TAB_KEY,
  ActiveTabCoordinator,
  PROBE_WAIT_MS,
  TAB_CHECK_MS,
  type TabChannel,
  type TabMessage,
} from "./active-tab-coordinator";

/** One in-memory broadcast channel shared by the tabs of a test, delivering like BroadcastChannel. */
function sharedChannel() {
  const members = new Set<{ listener: (message: TabMessage) => void }>();
  let silenced = false;
  const open = (): TabChannel => {
    const member = { listener: (_: TabMessage) => undefined as void };
    members.add(member);
    return {
      post: (message) => {
        for (const other of members) if (other !== member && !silenced) other.listener(message);
      },
      subscribe: (listener) => {
        member.listener = listener;
        return () => undefined;
      },
      close: () => members.delete(member),
    };
  };
  return { open, silence: () => (silenced = true) };
}

describe("one active tab", () => {
  const storage = new Map<string, string>();
  const sharedStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  let channel: ReturnType<typeof sharedChannel>;
  const tabs: ActiveTabCoordinator[] = [];
  const openTab = (tabId: string) => {
    const tab = new ActiveTabCoordinator({
      tabId,
      channel: channel.open(),
      storage: sharedStorage,
      now: Date.now,
    });
    tabs.push(tab);
    tab.start();
    return tab;
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    storage.clear();
    channel = sharedChannel();
  });
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.dispose();
    vi.useRealTimers();
  });

  it("makes the first tab active and lets a second one wait", () => {
    const first = openTab("a");
    vi.advanceTimersByTime(TAB_CHECK_MS * 3);
    const second = openTab("b");
    vi.advanceTimersByTime(TAB_CHECK_MS * 3);
    expect(first.getState()).toBe("active");
    expect(second.getState()).toBe("inactive");
  });

  it("hands over with Use here, and the first tab steps aside", () => {
    const first = openTab("a");
    const second = openTab("b");
    const seen: string[] = [];
    first.subscribe((state) => seen.push(state));
    second.takeOver();
    expect(second.getState()).toBe("active");
    expect(first.getState()).toBe("inactive");
    expect(seen).toEqual(["inactive"]);
    vi.advanceTimersByTime(TAB_CHECK_MS * 4);
    expect([first.getState(), second.getState()]).toEqual(["inactive", "active"]);
  });

  it("notices a takeover from the shared record when no message arrives", () => {
    const first = openTab("a");
    const second = openTab("b");
    channel.silence();
    second.takeOver();
    expect(first.getState()).toBe("active");
    vi.advanceTimersByTime(TAB_CHECK_MS);
    expect(first.getState()).toBe("inactive");
  });

  it("takes charge after the probe when an old record's tab is gone", () => {
    storage.set(ACTIVE_TAB_KEY, JSON.stringify({ tabId: "gone", claimedAt: 1, at: Date.now() - 60_000 }));
    const tab = openTab("b");
    expect(tab.getState()).toBe("checking");
    vi.advanceTimersByTime(PROBE_WAIT_MS);
    expect(tab.getState()).toBe("active");
  });

  it("keeps a throttled background tab in charge: it answers the probe", () => {
    const first = openTab("a");
    storage.set(
      ACTIVE_TAB_KEY,
      JSON.stringify({ tabId: "a", claimedAt: 1_700_000_000_000, at: Date.now() - 60_000 }),
    );
    const second = openTab("b");
    expect(second.getState()).toBe("inactive");
    expect(first.getState()).toBe("active");
  });

  it("lets a new tab start at once after the active one is released", () => {
    const first = openTab("a");
    first.release();
    const second = openTab("b");
    expect(second.getState()).toBe("active");
  });
});
