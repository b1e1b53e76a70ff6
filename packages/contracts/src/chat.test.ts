import { describe, expect, it } from "vitest";
import {
  chatConfirmMessageEndpoint,
  chatGroupCreateEndpoint,
  chatHistoryEndpoint,
  chatStorageEndpoint,
} from "./chat";

describe("chat contracts", () => {
  it("takes lastSequ as a number or a digit string, empty meaning the newest page", () => {
    const base = { token: "t", phone: "4930100", chatWith: "201" };
    expect(chatHistoryEndpoint.request.parse({ ...base, lastSequ: "42" }).lastSequ).toBe(42);
    expect(chatHistoryEndpoint.request.parse({ ...base, lastSequ: "" }).lastSequ).toBe(0);
    expect(chatHistoryEndpoint.request.parse({ ...base, lastSequ: 7 }).lastSequ).toBe(7);
    expect(() => chatHistoryEndpoint.request.parse({ ...base, lastSequ: "1; drop" })).toThrow();
    expect(() => chatHistoryEndpoint.request.parse({ ...base, limit: 31 })).toThrow();
  });

  it("trims a group's name and bounds it and its members", () => {
    const body = { token: "t", phone: "4930100", groupName: "  Team  ", members: ["201"] };
    expect(chatGroupCreateEndpoint.request.parse(body).groupName).toBe("Team");
    expect(() => chatGroupCreateEndpoint.request.parse({ ...body, groupName: "x".repeat(65) })).toThrow();
    expect(() => chatGroupCreateEndpoint.request.parse({ ...body, groupName: "   " })).toThrow();
    const many = Array.from({ length: 101 }, (_, index) => String(200 + index));
    expect(() => chatGroupCreateEndpoint.request.parse({ ...body, members: many })).toThrow();
    expect(() => chatGroupCreateEndpoint.request.parse({ ...body, members: ["bob@evil"] })).toThrow();
  });

  it("names a message by its stanza id or its archive id", () => {
    const body = { token: "t", messageInformation: "read" };
    expect(chatConfirmMessageEndpoint.request.parse({ ...body, messageId: 12 }).messageId).toBe("12");
    expect(chatConfirmMessageEndpoint.request.parse({ ...body, messageId: "abc-1" }).messageId).toBe("abc-1");
    expect(() =>
      chatConfirmMessageEndpoint.request.parse({ ...body, messageId: "x", messageInformation: "seen" }),
    ).toThrow();
  });

  it("takes a file's conversation as a colleague's number or a groupId, and keeps the spec's call without it valid", () => {
    const body = { token: "t", phone: "4930100", fileContent: "aGk=" };
    expect(chatStorageEndpoint.request.parse(body).conversation).toBeUndefined();
    expect(chatStorageEndpoint.request.parse({ ...body, conversation: " 1002 " }).conversation).toBe("1002");
    expect(chatStorageEndpoint.request.parse({ ...body, conversation: "gabcdefgh2345" }).conversation).toBe(
      "gabcdefgh2345",
    );
    for (const conversation of ["", "bob@evil", "g123"])
      expect(() => chatStorageEndpoint.request.parse({ ...body, conversation })).toThrow();
  });
});
