import { afterEach, describe, expect, it, vi } from "vitest";
import type * as VideoCommands from "../../video/commands";
import type { BrowserNotifications } from "../notifications/browser-notifications";
import { clearNotifications, useNotificationStore } from "../notifications/notification-store";
import {
  notificationToastTransitions,
  useNotificationToastStore,
} from "../notifications/notification-toast-store";
import type { SoundPolicy } from "./sound-policy";
import { missedVideoNotice, watchMissedVideoCalls } from "./missed-video-calls";

type MissedListener = Parameters<typeof VideoCommands.onMissedVideoCall>[0];
const listeners = vi.hoisted(() => new Set<MissedListener>());
vi.mock("../../video/commands", () => ({
  onMissedVideoCall: (listener: MissedListener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));

const own = "400011001";

function cues() {
  return {
    notifications: { missed: vi.fn() } as unknown as BrowserNotifications,
    sounds: { notify: vi.fn() } as unknown as SoundPolicy,
  };
}

describe("a missed video call (spec 1 §3 Notification 'Missed Video Call', type video)", () => {
  afterEach(() => {
    clearNotifications();
    notificationToastTransitions.closed();
  });

  it("names a colleague by extension, and by name when the offer announced one", () => {
    expect(missedVideoNotice({ number: "400011002", from: "Bob Brown", at: 7 }, own)).toEqual({
      description: "Missed Video Call",
      type: "video",
      number: "1002",
      from: "Bob Brown",
      at: 7,
    });
    expect(missedVideoNotice({ number: "400011002", from: "400011002", at: 7 }, own)).toMatchObject({
      number: "1002",
      from: "1002",
    });
  });

  it("is told as a missed call is: menu entry, in-app toast, browser notification, sound", () => {
    const used = cues();
    const stop = watchMissedVideoCalls(used, own);
    for (const listener of listeners) listener({ number: "400011002", from: "Bob Brown", at: 5_000 });
    expect(useNotificationStore.getState().items[0]).toMatchObject({
      description: "Missed Video Call",
      type: "video",
      number: "1002",
      from: "Bob Brown",
      at: 5_000,
      readed: false,
    });
    expect(useNotificationToastStore.getState().shown).toMatchObject({ description: "Missed Video Call" });
    expect(used.notifications.missed).toHaveBeenCalledWith(
      expect.objectContaining({ description: "Missed Video Call" }),
      "video-400011002-5000",
    );
    expect(used.sounds.notify).toHaveBeenCalledTimes(1);

    stop();
    expect(listeners.size).toBe(0);
  });
});
