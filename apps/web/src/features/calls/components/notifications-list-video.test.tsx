import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/signed-in";
import * as VideoCommands from "../../video/commands";
import { addNotification, clearNotifications } from "../notifications/notification-store";
import { notificationToastTransitions } from "../notifications/notification-toast-store";
import { NotificationsList } from "./notifications-list";

const startVideoCall = vi.hoisted(() => vi.fn());
vi.mock("../../video/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof VideoCommands>()),
  startVideoCall,
}));

/** Says when the capabilities, which arrive with the profile, have video on. */
function VideoOn() {
  return VideoCommands.useVideoEnabled() ? <p>video on</p> : null;
}

describe("a missed video call in the notifications menu", { timeout: 15_000 }, () => {
  signInForEachTest();
  afterEach(() => {
    clearNotifications();
    act(() => notificationToastTransitions.closed());
  });

  it("is listed as 'Missed Video Call' and called back by video", async () => {
    mockFetch(on("/webrtc/api/", () => envelope(200, profileFixture())));
    act(() =>
      addNotification({
        description: "Missed Video Call",
        type: "video",
        number: "1002",
        from: "Bob Brown",
        at: 0,
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <VideoOn />
        <NotificationsList anchor={document.body} onClose={onClose} />
      </>,
    );
    const item = await screen.findByRole("menuitem", { name: /Missed Video Call/ });
    await screen.findByText("video on");
    await userEvent.click(item);
    expect(startVideoCall).toHaveBeenCalledWith("400011002", "1002");
    expect(onClose).toHaveBeenCalled();
  });
});
