import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetPageOutsideChat, rememberPageOutsideChat } from "./chat-screens";
import { minimiseConversation } from "./minimise-conversation";
import { closeAllPopups, isPopupInView, usePopupStore } from "./popup-store";

describe("minimising a conversation (spec 2 §2)", () => {
  afterEach(() => {
    forgetPageOutsideChat();
    closeAllPopups();
  });

  it("opens it in a popup in view and returns to the page the user came from", () => {
    rememberPageOutsideChat("/blf");
    const navigate = vi.fn();
    minimiseConversation("gabcdefghijkl", "groupchat", navigate);
    expect(usePopupStore.getState().open).toEqual([{ id: "gabcdefghijkl", type: "groupchat" }]);
    expect(isPopupInView(usePopupStore.getState(), "gabcdefghijkl")).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/blf");
  });

  it("returns to the chat list when the user came to chat first", () => {
    const navigate = vi.fn();
    minimiseConversation("400011002", "chat", navigate);
    expect(navigate).toHaveBeenCalledWith("/chat");
  });
});
