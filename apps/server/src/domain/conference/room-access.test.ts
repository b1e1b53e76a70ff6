import { describe, expect, it } from "vitest";
import { type RoomFacts, roomAccess } from "./room-access";

const organiser = { userId: "u-alice", email: "alice@example.com", moderator: true };
const room = (overrides: Partial<RoomFacts> = {}): RoomFacts => ({
  tenantId: "t-1",
  creatorId: "u-alice",
  isPrivate: false,
  invitees: [organiser],
  ...overrides,
});
const member = (userId: string, email: string, tenantId = "t-1") => ({
  kind: "member" as const,
  userId,
  tenantId,
  email,
});

describe("roomAccess (spec 2 §4, §6)", () => {
  it("lets a colleague into a public room directly; only the creator moderates", () => {
    expect(roomAccess(room(), member("u-bob", "bob@example.com"))).toEqual({
      entry: "direct",
      moderator: false,
    });
    expect(roomAccess(room(), member("u-alice", "alice@example.com"))).toEqual({
      entry: "direct",
      moderator: true,
    });
  });

  it("lets into a private room its moderator and invitees (by account or address), others ask", () => {
    const invited = room({
      isPrivate: true,
      invitees: [organiser, { userId: null, email: "carol@example.com", moderator: false }],
    });
    expect(roomAccess(invited, member("u-carol", "Carol@Example.com")).entry).toBe("direct");
    expect(roomAccess(invited, member("u-bob", "bob@example.com")).entry).toBe("askToJoin");
    expect(roomAccess(invited, member("u-alice", "alice@example.com")).entry).toBe("direct");
  });

  it("treats a user of another tenant as a guest, even one with the creator's id", () => {
    expect(roomAccess(room(), member("u-alice", "alice@example.com", "t-2"))).toEqual({
      entry: "askToJoin",
      moderator: false,
    });
  });

  it("asks a guest for a token when the room has invitees with e-mail, else to ask to join", () => {
    const invited = room({ invitees: [organiser, { userId: null, email: "g@x.example", moderator: false }] });
    expect(roomAccess(invited, { kind: "guest" }).entry).toBe("askForToken");
    expect(roomAccess(room(), { kind: "guest" }).entry).toBe("askToJoin");
  });

  it("lets in a guest whose token was mailed to an invited address", () => {
    const invited = room({ invitees: [organiser, { userId: null, email: "g@x.example", moderator: false }] });
    expect(roomAccess(invited, { kind: "invitedGuest", email: "g@x.example" })).toEqual({
      entry: "direct",
      moderator: false,
    });
  });
});
