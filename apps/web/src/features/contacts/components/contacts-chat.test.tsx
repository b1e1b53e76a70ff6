import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { signInForEachTest } from "../../../test/signed-in";
import { updateSettings } from "../../../shared/settings/settings-store";
import { closeAllPopups, usePopupStore } from "../../chat/model/popup-store";
import { blfEntry } from "../../presence/test/blf-entries";
import { contactCard, renderContactsWithBoard } from "../test/render-contacts";

const renderContacts = () =>
  renderContactsWithBoard([
    blfEntry({ id: "b", blf_number: "400011002", chat: "1" }),
    blfEntry({ id: "c", blf_name: "Carol Clark", blf_number: "400011003", chat: "0" }),
  ]);

describe("a contact card's chat (spec 2 §2 popups opened from contacts)", { timeout: 20_000 }, () => {
  signInForEachTest();
  afterEach(() => {
    act(() => updateSettings({ disableChat: false }));
    closeAllPopups();
  });

  it("is offered for a colleague whose board tile offers chat, and opens their popup", async () => {
    renderContacts();
    await userEvent.click(
      await screen.findByRole("button", { name: "Chat with Bob Brown" }, { timeout: 8000 }),
    );
    expect(usePopupStore.getState().open).toEqual([{ id: "400011002", type: "chat" }]);
    // Only the colleague's line: the mobile number is nobody the chat knows.
    expect(within(contactCard("Bob Brown")).getAllByRole("button", { name: /^Chat with/ })).toHaveLength(1);
    expect(within(contactCard("Carol Clark")).queryByRole("button", { name: /^Chat with/ })).toBeNull();
  });

  it("goes when the user switches chat off", async () => {
    renderContacts();
    await screen.findByRole("button", { name: "Chat with Bob Brown" }, { timeout: 8000 });
    act(() => updateSettings({ disableChat: true }));
    expect(screen.queryByRole("button", { name: /^Chat with/ })).toBeNull();
  });
});
