import { describe, expect, it } from "vitest";
import { conversationOfParam, nameOfConversation, pathOfConversation } from "./conversation-route";

const contacts = [{ name: "Bob Brown", extension: "201", phone: "4420201" }];
const groups = [
  { groupID: "gabcdefghijkl", groupJid: "", groupDescription: "Sales", groupOwner: "200", members: [] },
];

describe("conversation routes (spec 2 §2)", () => {
  it("tells a group id from an extension", () => {
    expect(conversationOfParam("gabcdefghijkl", contacts)).toEqual({
      id: "gabcdefghijkl",
      type: "groupchat",
    });
    expect(conversationOfParam("201", contacts)).toEqual({ id: "4420201", type: "chat" });
    expect(conversationOfParam("4420201", contacts)).toEqual({ id: "4420201", type: "chat" });
    expect(conversationOfParam("999", contacts)).toEqual({ id: "999", type: "chat" });
  });

  it("links a colleague by extension and names conversations", () => {
    expect(pathOfConversation("4420201", "chat", contacts)).toBe("/chat/201");
    expect(pathOfConversation("gabcdefghijkl", "groupchat", contacts)).toBe("/chat/gabcdefghijkl");
    expect(nameOfConversation("4420201", "chat", contacts, groups)).toBe("Bob Brown");
    expect(nameOfConversation("gabcdefghijkl", "groupchat", contacts, groups)).toBe("Sales");
  });
});
