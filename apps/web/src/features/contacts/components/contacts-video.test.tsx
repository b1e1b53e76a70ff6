import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signInForEachTest } from "../../../test/signed-in";
import { updateSettings } from "../../../shared/settings/settings-store";
import type * as VideoCommands from "../../video/commands";
import { blfEntry } from "../../presence/test/blf-entries";
import { contactCard, renderContactsWithBoard } from "../test/render-contacts";

const startVideoCall = vi.hoisted(() => vi.fn());
vi.mock("../../video/commands", async (importOriginal) => ({
  ...(await importOriginal<typeof VideoCommands>()),
  startVideoCall,
}));

const renderContacts = () =>
  renderContactsWithBoard([
    blfEntry({ id: "b", blf_number: "400011002", video: "1" }),
    blfEntry({ id: "c", blf_name: "Carol Clark", blf_number: "400011003", video: "0" }),
  ]);

describe("a contact card's video call (spec 1 §4)", { timeout: 20_000 }, () => {
  signInForEachTest();
  afterEach(() => {
    startVideoCall.mockClear();
    act(() => updateSettings({ disableVideo: false }));
  });

  it("is offered on a colleague's number while they are online with video, and starts it", async () => {
    renderContacts();
    await userEvent.click(
      await screen.findByRole("button", { name: "Video call with 1002" }, { timeout: 8000 }),
    );
    expect(startVideoCall).toHaveBeenCalledWith("400011002", "Bob Brown");
    // Only the colleague's line: a mobile number is nobody the video plane knows.
    expect(within(contactCard("Bob Brown")).getAllByRole("button", { name: /^Video call/ })).toHaveLength(1);
    expect(within(contactCard("Carol Clark")).queryByRole("button", { name: /^Video call/ })).toBeNull();
  });

  it("goes when the user switches video calls off", async () => {
    renderContacts();
    await screen.findByRole("button", { name: "Video call with 1002" }, { timeout: 8000 });
    act(() => updateSettings({ disableVideo: true }));
    expect(screen.queryByRole("button", { name: /^Video call/ })).toBeNull();
  });
});
