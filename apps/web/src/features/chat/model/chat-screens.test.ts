import { afterEach, describe, expect, it } from "vitest";
import {
  forgetPageOutsideChat,
  isConversationScreen,
  pageToReturnTo,
  rememberPageOutsideChat,
} from "./chat-screens";

describe("the chat's screens", () => {
  afterEach(forgetPageOutsideChat);

  it("returns a minimised conversation to the page the user came to chat from, else to the chat list", () => {
    expect(pageToReturnTo()).toBe("/chat");
    rememberPageOutsideChat("/blf");
    rememberPageOutsideChat("/chat/1002");
    expect(pageToReturnTo()).toBe("/blf");
  });

  it("keeps popups off a conversation's screen only", () => {
    expect(isConversationScreen("/chat/1002")).toBe(true);
    expect(isConversationScreen("/chat/")).toBe(false);
    expect(isConversationScreen("/chat")).toBe(false);
    expect(isConversationScreen("/blf")).toBe(false);
  });
});
