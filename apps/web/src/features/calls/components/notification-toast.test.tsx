import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addNotification, clearNotifications } from "../notifications/notification-store";
import { notificationToastTransitions } from "../notifications/notification-toast-store";
import { NOTIFICATION_TOAST_MS, NotificationToast } from "./notification-toast";

describe("the notification toast (spec 1 §9: 2 s)", () => {
  afterEach(() => {
    vi.useRealTimers();
    clearNotifications();
    act(() => notificationToastTransitions.closed());
  });

  it("shows a missed call inside the app for 2 s", () => {
    vi.useFakeTimers();
    render(<NotificationToast />);
    act(() =>
      addNotification({ description: "Missed Call", type: "sip", number: "1002", from: "Bob Brown", at: 0 }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Missed Call");
    expect(screen.getByRole("alert")).toHaveTextContent("Bob Brown · 1002");
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_TOAST_MS - 100);
    });
    expect(screen.getByRole("alert")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(NOTIFICATION_TOAST_MS).toBe(2_000);
  });
});
