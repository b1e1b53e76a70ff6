import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatConfirmMessageEndpoint,
  chatHistoryPageSchema,
  chatRecentEndpoint,
  chatUsersListEndpoint,
} from "@mobex/contracts/chat";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { archiveDirect, chatClient, PHONES, type ChatClient } from "./chat-test-support";

const page = (body: unknown) => chatHistoryPageSchema.parse((body as { data: unknown }).data);
const recent = (body: unknown) => chatRecentEndpoint.answer.parse(body).data;
const contactsOf = (body: unknown) => chatUsersListEndpoint.answer.parse(body).data;

describe("chat conversations (chat/users/list, chat/history, chat/recent, chat/confirmMessage)", () => {
  let t: TestApp;
  let alice: ChatClient;
  let bob: ChatClient;
  let bobPhone2: ChatClient;
  let oscar: ChatClient;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await chatClient(t, "alice");
    bob = await chatClient(t, "bob");
    bobPhone2 = await chatClient(t, "bob");
    oscar = await chatClient(t, "oscar");
  });
  afterAll(() => t.close());

  it("lists the colleagues of the caller's tenant with chat, name and extension, the caller left out", async () => {
    const answer = await alice.call("chat/users/list");
    expect(answer.status).toBe(200);
    const contacts = contactsOf(answer.body);
    expect(contacts.map((contact) => contact.extension)).toEqual([
      "1002",
      "1003",
      "1004",
      "1005",
      "1006",
      "1007",
      "1008",
    ]);
    expect(contacts[0]).toEqual({ name: "Bob Brown", extension: "1002", phone: PHONES.bob });
    const globex = contactsOf((await oscar.call("chat/users/list")).body);
    expect(globex.map((contact) => contact.extension)).toEqual(["2002"]);
  });

  it("pages a direct conversation by 30, oldest first, lastSequ going back", async () => {
    for (let index = 1; index <= 35; index += 1)
      await archiveDirect(
        t,
        index % 2 ? PHONES.alice : PHONES.bob,
        index % 2 ? PHONES.bob : PHONES.alice,
        `m${index}`,
      );
    const first = page((await bob.call("chat/history", { phone: bob.phone, chatWith: "1001" })).body);
    expect(first.messages.map((message) => message.txt)).toEqual(
      Array.from({ length: 30 }, (_, index) => `m${index + 6}`),
    );
    expect(first.complete).toBe(false);
    expect(first.messages[0]).toMatchObject({
      username: PHONES.bob,
      bare_peer: `${PHONES.alice}@mobex.local`,
      kind: "chat",
    });
    const second = page(
      (
        await bob.call("chat/history", {
          phone: bob.phone,
          chatWith: PHONES.alice,
          lastSequ: first.messages[0]!.id,
          limit: 30,
        })
      ).body,
    );
    expect(second.messages.map((message) => message.txt)).toEqual(["m1", "m2", "m3", "m4", "m5"]);
    expect(second.complete).toBe(true);
    // Alice's archive holds the same conversation.
    const hers = page(
      (await alice.call("chat/history", { phone: alice.phone, chatWith: "1002", limit: 5 })).body,
    );
    expect(hers.messages.map((message) => message.txt)).toEqual(["m31", "m32", "m33", "m34", "m35"]);
  });

  it("counts unread messages per conversation and clears them on every device once read", async () => {
    await archiveDirect(t, PHONES.alice, PHONES.bob, "are you there?", "origin-1");
    await archiveDirect(t, PHONES.alice, PHONES.bob, "hello?", "origin-2");
    const before = recent((await bob.call("chat/recent", { phone: bob.phone })).body);
    // m35 (Alice's) and the two above came after Bob's last message (m34).
    expect(before[0]).toMatchObject({
      bare_peer: `${PHONES.alice}@mobex.local`,
      kind: "chat",
      txt: "hello?",
      unreadedMessages: 3,
    });
    const received = await bob.call("chat/confirmMessage", {
      messageId: "origin-1",
      messageInformation: "received",
      groupChat: false,
    });
    expect(chatConfirmMessageEndpoint.answer.parse(received.body).data).toEqual({ unreadMessages: 3 });
    const read = await bob.call("chat/confirmMessage", { messageId: "origin-1", messageInformation: "read" });
    expect(read.body.data).toEqual({ unreadMessages: 1 });
    expect(
      recent((await bobPhone2.call("chat/recent", { phone: bob.phone })).body)[0]?.unreadedMessages,
    ).toBe(1);
    // Alice's own messages show the ticks: origin-1 read, origin-2 neither received nor read.
    const hers = page(
      (await alice.call("chat/history", { phone: alice.phone, chatWith: "1002", limit: 2 })).body,
    );
    expect(
      hers.messages.map((m) => [m.txt, m.datetime_received !== null, m.datetime_readed !== null]),
    ).toEqual([
      ["are you there?", true, true],
      ["hello?", false, false],
    ]);
    // Bob writes back: what came before counts as read.
    await archiveDirect(t, PHONES.bob, PHONES.alice, "yes");
    expect(recent((await bob.call("chat/recent", { phone: bob.phone })).body)[0]).toMatchObject({
      txt: "yes",
      unreadedMessages: 0,
    });
  });

  it("answers 404 for a message that is not in the caller's archive", async () => {
    await archiveDirect(t, PHONES.alice, PHONES.carol, "for Carol only", "carol-only");
    const answer = await bob.call("chat/confirmMessage", {
      messageId: "carol-only",
      messageInformation: "read",
    });
    expect([answer.status, answer.body.responses[0]?.message]).toEqual([404, "Message not found"]);
  });

  it("never reads another tenant's conversation or another user's archive", async () => {
    for (const chatWith of ["1001", PHONES.alice]) {
      const answer = await oscar.call("chat/history", { phone: oscar.phone, chatWith });
      expect([chatWith, answer.status, answer.body.data]).toEqual([chatWith, 404, null]);
    }
    const recentOscar = recent((await oscar.call("chat/recent", { phone: oscar.phone })).body);
    expect(recentOscar).toEqual([]);
    const asAlice = await bob.call("chat/recent", { phone: PHONES.alice });
    expect(asAlice.status).toBe(403);
  });

  it("refuses a user whose chat the administrator disabled, with 403 naming why", async () => {
    const dave = await chatClient(t, "dave");
    const daveRow = (await t.app.services.users.findByPhone(PHONES.dave))!;
    await t.app.services.database.db
      .update(users)
      .set({ chatDisabled: true })
      .where(eq(users.id, daveRow.id));
    await t.app.services.directory.changed(daveRow.id);
    for (const path of ["chat/users/list", "chat/recent", "chat/muc/list", "chat/push/key"]) {
      const answer = await dave.call(path, { phone: PHONES.dave });
      expect([path, answer.status, answer.body.responses[0]?.message]).toEqual([
        path,
        403,
        "Chat is not enabled for this user",
      ]);
    }
    // Nor can colleagues pick Dave any more.
    const contacts = contactsOf((await alice.call("chat/users/list")).body);
    expect(contacts.map((contact) => contact.extension)).not.toContain("1004");
  });

  it("validates every body: a bad lastSequ or limit is 400 naming the field", async () => {
    const answer = await bob.call("chat/history", { phone: bob.phone, chatWith: "1001", lastSequ: "x" });
    expect([answer.status, answer.body.responses[0]?.message]).toEqual([
      400,
      expect.stringContaining("lastSequ"),
    ]);
    const tooMany = await bob.call("chat/history", { phone: bob.phone, chatWith: "1001", limit: 500 });
    expect(tooMany.status).toBe(400);
  });
});
