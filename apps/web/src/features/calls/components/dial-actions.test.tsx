import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/signed-in";
import { updateSettings } from "../../../shared/settings/settings-store";
import { useProfile } from "../../auth/commands";
import type * as VideoCommands from "../../video/commands";
import { callTransitions, useCallStore } from "../model/call-store";
import { DialActions } from "./dial-actions";
import { Dialpad } from "./dialpad";
import { DialErrorToast } from "./dial-error-toast";

const startVideoCall = vi.hoisted(() => vi.fn());
vi.mock("../../video/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof VideoCommands>()),
  startVideoCall,
}));

/** Says when the profile, and with it what provisioning allows, has arrived. */
function ProfileIn() {
  return useProfile().data === undefined ? null : <p>profile in</p>;
}

function renderDialpad(profile = profileFixture()) {
  mockFetch(on("/webrtc/api/", () => envelope(200, profile)));
  const onDial = vi.fn(() => true);
  renderWithProviders(
    <>
      <Dialpad onDial={onDial} actions={(_, submit) => <DialActions submit={submit} />} />
      <DialErrorToast />
      <ProfileIn />
    </>,
  );
  return onDial;
}

describe("the dialpad's Video call button (spec 1 §2: when video is enabled)", { timeout: 15_000 }, () => {
  signInForEachTest();
  afterEach(() => {
    startVideoCall.mockClear();
    act(() => {
      updateSettings({ disableVideo: false });
      callTransitions.reset();
    });
  });

  it("video calls a colleague's extension by their full number, and clears the field as Call does", async () => {
    const onDial = renderDialpad();
    await userEvent.type(screen.getByLabelText("Number"), "1002");
    await userEvent.click(await screen.findByRole("button", { name: "Video call" }));
    expect(startVideoCall).toHaveBeenCalledWith("400011002", "1002");
    expect(onDial).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Number")).toHaveValue("");
    expect(useCallStore.getState().lastDialled).toBe("1002");
  });

  it("hands the user's own extension over as their own number, which the video panel refuses", async () => {
    renderDialpad();
    await userEvent.type(screen.getByLabelText("Number"), "1001");
    await userEvent.click(await screen.findByRole("button", { name: "Video call" }));
    // The video feature compares with the user's own number: 'You cannot call yourself' (spec 1 §5).
    expect(startVideoCall).toHaveBeenCalledWith("400011001", "1001");
  });

  it("asks for a number on an empty field, as Call does", async () => {
    useCallStore.setState({ lastDialled: "" });
    renderDialpad();
    await userEvent.click(await screen.findByRole("button", { name: "Video call" }));
    expect(await screen.findByText("Please enter a number to dial")).toBeVisible();
    expect(startVideoCall).not.toHaveBeenCalled();
  });

  it("goes when the user switches video calls off, and comes back when they switch them on", async () => {
    renderDialpad();
    expect(await screen.findByRole("button", { name: "Video call" })).toBeVisible();
    act(() => updateSettings({ disableVideo: true }));
    expect(screen.queryByRole("button", { name: "Video call" })).toBeNull();
    expect(screen.getByRole("button", { name: "Call" })).toBeVisible();
    act(() => updateSettings({ disableVideo: false }));
    expect(screen.getByRole("button", { name: "Video call" })).toBeVisible();
  });

  it("is not there when provisioning does not allow video (video_support other than '1')", async () => {
    renderDialpad(profileFixture({ video_support: "0" }));
    await screen.findByText("profile in");
    expect(screen.getByRole("button", { name: "Call" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Video call" })).toBeNull();
  });
});
