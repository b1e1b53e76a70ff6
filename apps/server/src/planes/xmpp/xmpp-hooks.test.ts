import { describe, expect, it } from "vitest";
import type { UserRow } from "../../db/schema";
import { createEphemeralCredentials } from "../../domain/auth/ephemeral-credentials";
import type { MemberByPhone } from "../../domain/board/tenant-directory";
import type { TenantSnapshot } from "../../domain/board/tenant-snapshot";
import { ManualClock } from "../../test-support/manual-clock";
import { xmppHooks } from "./xmpp-hooks";

const SECRET = "sip-secret";
const DOMAIN = "sip.example.com";

function user(id: string, phone: string, changes: Partial<UserRow> = {}): UserRow {
  return {
    id,
    phone,
    name: id,
    licensed: true,
    chatSupport: true,
    chatDisabled: false,
    ...changes,
  } as UserRow;
}

const alice = user("alice", "400011001");
const bob = user("bob", "400011002");
const noChat = user("nochat", "400011003", { chatDisabled: true });
const unlicensed = user("unlicensed", "400011004", { licensed: false });
const snapshot = {
  usersById: new Map([alice, bob, noChat, unlicensed].map((row) => [row.id, row])),
} as TenantSnapshot;

function hooks(liveDevices = new Set(["laptop"])) {
  const clock = new ManualClock();
  const directory = {
    memberByPhone: (phone: string): Promise<MemberByPhone | undefined> => {
      const found = [...snapshot.usersById.values()].find((row) => row.phone === phone);
      return Promise.resolve(found && { user: found, snapshot });
    },
  };
  const devices = { deviceLive: (id: string) => Promise.resolve(liveDevices.has(id)) };
  const credentials = (phone: string, device = "laptop") =>
    createEphemeralCredentials(SECRET, phone, clock.now(), 3600, device);
  return {
    clock,
    credentials,
    hooks: xmppHooks({ sipSecret: SECRET, sipDomain: DOMAIN, clock, directory, devices }),
  };
}

describe("xmppHooks (chat-design.md, Identities)", () => {
  it("gives SCRAM the password of an ephemeral username, tagged with its device", async () => {
    const { hooks: h, credentials } = hooks();
    const { username, password } = credentials(alice.phone);
    expect(await h.credentialsOf(username, DOMAIN)).toEqual({
      localpart: alice.phone,
      password,
      tag: "laptop",
    });
    expect(await h.credentialsOf(username, "other.example")).toBeNull();
  });

  it("accepts PLAIN as the ephemeral username (a) or as the phone with '<username>:<password>' (b)", async () => {
    const { hooks: h, credentials } = hooks();
    const { username, password } = credentials(alice.phone);
    const signedIn = { localpart: alice.phone, tag: "laptop" };
    expect(await h.verifyPlain(username, password, DOMAIN)).toEqual(signedIn);
    expect(await h.verifyPlain(alice.phone, `${username}:${password}`, DOMAIN)).toEqual(signedIn);
    expect(await h.verifyPlain(bob.phone, `${username}:${password}`, DOMAIN)).toBeNull();
    expect(await h.verifyPlain(username, "wrong", DOMAIN)).toBeNull();
  });

  it("refuses expired credentials, ended devices and users without chat", async () => {
    const { hooks: h, credentials, clock } = hooks();
    const expired = credentials(alice.phone);
    clock.advance(3601_000);
    expect(await h.verifyPlain(expired.username, expired.password, DOMAIN)).toBeNull();
    const ended = credentials(alice.phone, "logged-out");
    expect(await h.verifyPlain(ended.username, ended.password, DOMAIN)).toBeNull();
    for (const without of [noChat, unlicensed]) {
      const { username, password } = credentials(without.phone);
      expect(await h.verifyPlain(username, password, DOMAIN)).toBeNull();
    }
  });

  it("gives the colleagues with chat as the roster", async () => {
    const { hooks: h } = hooks();
    expect(await h.rosterOf(alice.phone, DOMAIN)).toEqual([{ localpart: bob.phone, name: "bob" }]);
  });
});
