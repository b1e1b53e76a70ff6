import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { profileFixture } from "../../../test/profile";
import { renderWithProviders } from "../../../test/render";
import { signInForEachTest } from "../../../test/signed-in";
import { useSettingsStore } from "../../settings/commands";
import { setUnreadTotal } from "../model/unread-store";
import { ExtensionStatus } from "./extension-status";

function serve(voicemails: number, profile = profileFixture({ status_text: "Back at 3" })) {
  mockFetch(
    on("/webrtc/api/", () => envelope(200, profile)),
    on("/webrtc/mobex/messages/checknew", () => envelope(200, { count: voicemails })),
  );
}

describe("the extension's status line", () => {
  signInForEachTest();

  it("shows the status text and the new voicemails from the mailbox", async () => {
    serve(2);
    renderWithProviders(<ExtensionStatus />);
    expect(await screen.findByText(/Back at 3 · 2 new voicemails$/)).toBeVisible();
  });

  it("shows no message status when nothing is new, and no queue status it has no source for", async () => {
    serve(0, profileFixture({ status_text: "Back at 3", q_status: "", m_status: "" }));
    renderWithProviders(<ExtensionStatus />);
    expect(await screen.findByText(/Back at 3$/)).toBeVisible();
    expect(screen.queryByText(/voicemail/)).not.toBeInTheDocument();
  });

  it("counts unread chat only while chat is on", async () => {
    serve(0);
    renderWithProviders(<ExtensionStatus />);
    act(() => setUnreadTotal(3));
    expect(await screen.findByText(/Back at 3 · 3 unread messages$/)).toBeVisible();
    act(() => {
      void useSettingsStore.setState({ disableChat: true });
    });
    expect(await screen.findByText(/Back at 3$/)).toBeVisible();
    act(() => {
      setUnreadTotal(0);
      void useSettingsStore.setState({ disableChat: false });
    });
  });
});
