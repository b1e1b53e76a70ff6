import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHAT_GROUP_ID_PATTERN,
  chatGroupCreateEndpoint,
  chatGroupHistoryEndpoint,
  chatGroupListEndpoint,
  chatRecentEndpoint,
} from "@mobex/contracts/chat";
import type { GroupEvents } from "../../domain/chat/group-events";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { archiveGroup, chatClient, PHONES, type ChatClient } from "./chat-test-support";

describe("chat groups (chat/muc/*, chatGroup/history)", () => {
  let t: TestApp;
  let alice: ChatClient;
  let bob: ChatClient;
  let carol: ChatClient;
  let dave: ChatClient;
  let oscar: ChatClient;
  const events: string[] = [];
  let groupId = "";
  const record = (event: string) => {
    events.push(event);
    return Promise.resolve();
  };

  const listOf = async (client: ChatClient) =>
    chatGroupListEndpoint.answer.parse((await client.call("chat/muc/list")).body).data;

  beforeAll(async () => {
    t = await createTestApp();
    const recorder: GroupEvents = {
      created: (room) => record(`created ${room.groupId} ${room.members.length}`),
      membersAdded: (_room, added) => record(`added ${added.join(",")}`),
      membersRemoved: (_room, removed) => record(`removed ${removed.join(",")}`),
      deleted: (room) => record(`deleted ${room.groupId}`),
    };
    t.app.services.chat.ports.groupEvents = recorder;
    alice = await chatClient(t, "alice");
    bob = await chatClient(t, "bob");
    carol = await chatClient(t, "carol");
    dave = await chatClient(t, "dave");
    oscar = await chatClient(t, "oscar");
  });
  afterAll(() => t.close());

  it("creates a group owned by its creator with colleagues by extension or phone", async () => {
    const answer = await alice.call("chat/muc/create", {
      phone: alice.phone,
      groupName: "  Sales team  ",
      members: ["1002", PHONES.carol],
    });
    expect(answer.status).toBe(200);
    groupId = chatGroupCreateEndpoint.answer.parse(answer.body).data.groupID;
    expect(groupId).toMatch(CHAT_GROUP_ID_PATTERN);
    expect(events).toEqual([`created ${groupId} 3`]);
    expect(await listOf(bob)).toEqual([
      {
        groupID: groupId,
        groupJid: `${groupId}@conference.mobex.local`,
        groupDescription: "Sales team",
        groupOwner: "1001",
        members: [
          { name: "Alice Adams", extension: "1001", phone: PHONES.alice, invited: false },
          { name: "Bob Brown", extension: "1002", phone: PHONES.bob, invited: true },
          { name: "Carol Clark", extension: "1003", phone: PHONES.carol, invited: true },
        ],
      },
    ]);
    expect(await listOf(dave)).toEqual([]);
    expect(await listOf(oscar)).toEqual([]);
  });

  it("refuses an empty group, a long name, too many members and members who are not colleagues with chat", async () => {
    const create = (body: Record<string, unknown>) =>
      alice.call("chat/muc/create", { phone: alice.phone, groupName: "G", members: ["1002"], ...body });
    const empty = await create({ members: [] });
    expect([empty.status, empty.body.responses[0]?.message]).toEqual([
      400,
      "You can't create an empty group!",
    ]);
    const onlyMe = await create({ members: ["1001"] });
    expect(onlyMe.status).toBe(400);
    const strangers = await create({ members: ["1002", "2001", PHONES.oscar, "1099", "9999"] });
    expect([strangers.status, strangers.body.responses[0]?.message, strangers.body.data]).toEqual([
      400,
      "Not a colleague with chat",
      { members: ["2001", PHONES.oscar, "1099", "9999"] },
    ]);
    expect((await create({ groupName: "x".repeat(65) })).status).toBe(400);
    expect((await create({ groupName: "   " })).status).toBe(400);
    const crowd = Array.from({ length: 101 }, (_, index) => String(1000 + index));
    expect((await create({ members: crowd })).status).toBe(400);
    expect((await create({ phone: PHONES.bob })).status).toBe(403);
  });

  it("lets members read the group's history, and nobody else", async () => {
    await archiveGroup(t, groupId, PHONES.alice, "welcome", "g-1");
    await archiveGroup(t, groupId, PHONES.bob, "thanks", "g-2");
    const history = await carol.call("chatGroup/history", { groupName: groupId });
    const page = chatGroupHistoryEndpoint.answer.parse(history.body).data;
    expect(page.messages.map((message) => [message.nick, message.txt, message.kind])).toEqual([
      [PHONES.alice, "welcome", "groupchat"],
      [PHONES.bob, "thanks", "groupchat"],
    ]);
    expect(page.complete).toBe(true);
    expect((await dave.call("chatGroup/history", { groupName: groupId })).status).toBe(403);
    expect((await oscar.call("chatGroup/history", { groupName: groupId })).status).toBe(404);
    expect((await carol.call("chatGroup/history", { groupName: "gaaaaaaaaaaaa" })).status).toBe(404);
  });

  it("counts a group's unread messages (others' only) and clears them with a group receipt", async () => {
    const carolRecent = chatRecentEndpoint.answer.parse(
      (await carol.call("chat/recent", { phone: carol.phone })).body,
    ).data;
    expect(carolRecent).toEqual([
      expect.objectContaining({
        bare_peer: `${groupId}@conference.mobex.local`,
        kind: "groupchat",
        unreadedMessages: 2,
      }),
    ]);
    const bobRecent = chatRecentEndpoint.answer.parse(
      (await bob.call("chat/recent", { phone: bob.phone })).body,
    ).data;
    // Bob wrote the last one: what came before is read.
    expect(bobRecent[0]?.unreadedMessages).toBe(0);
    const read = await carol.call("chat/confirmMessage", {
      messageId: "g-1",
      messageInformation: "read",
      groupChat: true,
    });
    expect(read.body.data).toEqual({ unreadMessages: 1 });
    const outsider = await dave.call("chat/confirmMessage", {
      messageId: "g-1",
      messageInformation: "read",
      groupChat: true,
    });
    expect(outsider.status).toBe(404);
  });

  it("lets only the owner add and remove members, never the owner", async () => {
    events.length = 0;
    const byBob = await bob.call("chat/muc/users/add", { groupID: groupId, members: ["1004"] });
    expect([byBob.status, byBob.body.responses[0]?.message]).toEqual([
      403,
      "Only the group's owner may do this",
    ]);
    expect((await oscar.call("chat/muc/users/add", { groupID: groupId, members: ["2002"] })).status).toBe(
      404,
    );
    const added = await alice.call("chat/muc/users/add", { groupID: groupId, members: ["1004", "1002"] });
    expect(added.status).toBe(200);
    expect((added.body.data as { members: { extension: string }[] }).members.map((m) => m.extension)).toEqual(
      ["1001", "1002", "1003", "1004"],
    );
    expect(events).toEqual([`added ${PHONES.dave}@mobex.local`]);
    const owner = await alice.call("chat/muc/users/remove", { groupID: groupId, members: ["1001"] });
    expect([owner.status, owner.body.responses[0]?.message]).toEqual([
      400,
      "The group's owner cannot be removed",
    ]);
    expect((await bob.call("chat/muc/users/remove", { groupID: groupId, members: ["1003"] })).status).toBe(
      403,
    );
    const removed = await alice.call("chat/muc/users/remove", { groupID: groupId, members: ["1003"] });
    expect(removed.status).toBe(200);
    expect(events.at(-1)).toBe(`removed ${PHONES.carol}@mobex.local`);
    expect(await listOf(carol)).toEqual([]);
    expect((await carol.call("chatGroup/history", { groupName: groupId })).status).toBe(403);
  });

  it("bounds group creations and additions (each invites) per user and minute", async () => {
    const peggy = await chatClient(t, "peggy");
    const create = (index: number) =>
      peggy.call("chat/muc/create", { phone: peggy.phone, groupName: `G${index}`, members: ["2001"] });
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) statuses.push((await create(index)).status);
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
  });

  it("lets only the owner delete the group; its history goes with it", async () => {
    expect((await bob.call("chat/muc/delete", { groupID: groupId })).status).toBe(403);
    expect((await oscar.call("chat/muc/delete", { groupID: groupId })).status).toBe(404);
    const deleted = await alice.call("chat/muc/delete", { groupID: groupId });
    expect([deleted.status, deleted.body.data]).toEqual([200, { groupID: groupId }]);
    expect(events.at(-1)).toBe(`deleted ${groupId}`);
    expect(await listOf(bob)).toEqual([]);
    expect((await bob.call("chatGroup/history", { groupName: groupId })).status).toBe(404);
    const bobRecent = chatRecentEndpoint.answer.parse(
      (await bob.call("chat/recent", { phone: bob.phone })).body,
    ).data;
    expect(bobRecent).toEqual([]);
    expect((await alice.call("chat/muc/delete", { groupID: groupId })).status).toBe(404);
  });
});
