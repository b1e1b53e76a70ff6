import { afterEach, describe, expect, it, vi } from "vitest";
import { endCauses } from "../../../services/sip/end-info";
import { testCall, testEndInfo } from "../model/call-fixtures";
import { callTransitions } from "../model/call-store";
import type { BrowserNotifications } from "../notifications/browser-notifications";
import { clearNotifications, useNotificationStore } from "../notifications/notification-store";
import {
  notificationToastTransitions,
  useNotificationToastStore,
} from "../notifications/notification-toast-store";
import { handleCallEnded } from "./call-ended";
import type { PhoneContext } from "./phone-context";
import type { SoundPolicy } from "./sound-policy";

const ctx = { ownNumber: "400011001" } as PhoneContext;

function cues() {
  return {
    notifications: { close: vi.fn(), missed: vi.fn() } as unknown as BrowserNotifications,
    sounds: { notify: vi.fn() } as unknown as SoundPolicy,
  };
}

function endCall(info = testEndInfo({ cause: endCauses.canceled })) {
  callTransitions.added(testCall({ status: "failed", endInfo: info, endTime: 5_000 }));
  const used = cues();
  handleCallEnded(ctx, used, "c1", info);
  return used;
}

describe("a call's end", () => {
  afterEach(() => {
    callTransitions.reset();
    clearNotifications();
    notificationToastTransitions.closed();
  });

  it("tells of a missed call four ways: menu entry, in-app toast, browser notification, sound", () => {
    const { notifications, sounds } = endCall();
    expect(useNotificationStore.getState().items[0]).toMatchObject({
      description: "Missed Call",
      from: "Bob Brown",
      number: "1002",
    });
    expect(useNotificationToastStore.getState().shown).toMatchObject({ description: "Missed Call" });
    expect(notifications.missed).toHaveBeenCalledTimes(1);
    expect(sounds.notify).toHaveBeenCalledTimes(1);
  });

  it("stays quiet when the caller's cancel carried a reason (answered elsewhere)", () => {
    const { sounds } = endCall(testEndInfo({ cause: endCauses.canceled, hasReason: true }));
    expect(useNotificationStore.getState().items).toEqual([]);
    expect(useNotificationToastStore.getState().shown).toBeNull();
    expect(sounds.notify).not.toHaveBeenCalled();
  });
});
