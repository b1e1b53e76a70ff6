import { beforeEach, describe, expect, it } from "vitest";
import { closeActiveOrLastPopup, closeAllPopups, openChatPopup, usePopupStore } from "./popup-store";

const ids = () => usePopupStore.getState().open.map((popup) => popup.id);

describe("the popup store", () => {
  beforeEach(closeAllPopups);

  it("Escape closes the active popup, then the last", () => {
    openChatPopup({ id: "201", type: "chat" });
    openChatPopup({ id: "202", type: "chat" });
    openChatPopup({ id: "203", type: "chat" });
    usePopupStore.setState({ activeId: "202" });
    expect(closeActiveOrLastPopup()).toBe(true);
    expect(ids()).toEqual(["201", "203"]);
    expect(closeActiveOrLastPopup()).toBe(true);
    expect(ids()).toEqual(["201"]);
  });

  it("says when there was nothing to close", () => {
    expect(closeActiveOrLastPopup()).toBe(false);
  });
});
