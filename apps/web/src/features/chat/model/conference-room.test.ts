import { describe, expect, it } from "vitest";
import { newConference } from "./conference-room";

describe("newConference", () => {
  it("links the room on this app's origin and says so in the text other clients show", () => {
    expect(newConference("https://app.test", "abcdefghij123")).toEqual({
      conference: "abcdefghij123",
      conferenceLink: "https://app.test/conference/abcdefghij123",
      content: "Join my videoconference: https://app.test/conference/abcdefghij123",
    });
  });
});
