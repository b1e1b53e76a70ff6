import { beforeEach, describe, expect, it } from "vitest";
import {
  clearPopupUpdate,
  closeActiveOrLastPopup,
  closeAllPopups,
  closeChatPopup,
  isPopupInView,
  notePopupUpdate,
  openChatPopup,
  setShownPopupCount,
  togglePopupMinimised,
  usePopupStore,
} from "./popup-store";

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

describe("the popup update list (spec 2 §4)", () => {
  beforeEach(() => {
    closeAllPopups();
    setShownPopupCount(3);
  });
  const updated = () => usePopupStore.getState().updated;

  it("marks a minimised popup that received a message, until it is expanded", () => {
    openChatPopup({ id: "201", type: "chat" });
    notePopupUpdate("201");
    expect(updated()).toEqual([]);
    togglePopupMinimised("201");
    notePopupUpdate("201");
    notePopupUpdate("201");
    expect(updated()).toEqual(["201"]);
    togglePopupMinimised("201");
    expect(updated()).toEqual([]);
  });

  it("marks a popup under 'More Popups' until it is opened; a conversation without a popup is no update", () => {
    setShownPopupCount(1);
    openChatPopup({ id: "201", type: "chat" });
    openChatPopup({ id: "202", type: "chat" });
    notePopupUpdate("201");
    notePopupUpdate("202");
    notePopupUpdate("999");
    expect(updated()).toEqual(["201"]);
    expect(isPopupInView(usePopupStore.getState(), "201")).toBe(false);
    openChatPopup({ id: "201", type: "chat" });
    expect(updated()).toEqual([]);
  });

  it("keeps 10, dropping the oldest update", () => {
    setShownPopupCount(1);
    const popups = Array.from({ length: 12 }, (_, index) => `${300 + index}`);
    for (const id of popups) openChatPopup({ id, type: "chat" });
    for (const id of popups) notePopupUpdate(id);
    expect(updated()).toEqual(popups.slice(1, 11));
    closeChatPopup("301");
    clearPopupUpdate("302");
    expect(updated()).toEqual(popups.slice(3, 11));
  });
});
