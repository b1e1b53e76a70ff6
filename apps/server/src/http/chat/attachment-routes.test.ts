import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatGroupCreateEndpoint, chatStorageEndpoint, chatStorageGetEndpoint } from "@mobex/contracts/chat";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { archiveDirect, archiveGroup, chatClient, type ChatClient } from "./chat-test-support";

/** The smallest PNG: 1×1, transparent. */
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
/** The first bytes of a Windows program (MZ header, then the PE signature file-type looks for). */
function windowsProgram(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  return bytes;
}

describe("chat attachments (chat/storage, chat/storage/get)", () => {
  let t: TestApp;
  let alice: ChatClient;
  let bob: ChatClient;
  let oscar: ChatClient;
  let carol: ChatClient;
  let dave: ChatClient;

  const upload = (client: ChatClient, body: Record<string, unknown>) =>
    client.call("chat/storage", { phone: client.phone, ...body });

  beforeAll(async () => {
    t = await createTestApp();
    alice = await chatClient(t, "alice");
    bob = await chatClient(t, "bob");
    oscar = await chatClient(t, "oscar");
    carol = await chatClient(t, "carol");
    dave = await chatClient(t, "dave");
  });
  afterAll(() => t.close());

  it("stores a data URL under DATA_DIR/files/chat/<tenant> and gives it back to the colleague it is for", async () => {
    const answer = await upload(alice, {
      fileContent: `data:image/png;base64,${PNG_BASE64}`,
      fileName: "../dot.png",
      conversation: "1002",
    });
    expect(answer.status).toBe(200);
    const stored = chatStorageEndpoint.answer.parse(answer.body).data;
    expect(stored.attachmentId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(stored).toMatchObject({ name: "dot.png", type: "image/png", size: 70 });
    const tenantId = (await t.app.services.users.findByPhone(alice.phone))!.tenantId;
    expect(existsSync(join(t.config.dataDir, "files", "chat", tenantId, stored.attachmentId))).toBe(true);
    const got = await bob.call("chat/storage/get", { phone: bob.phone, attachmentId: stored.attachmentId });
    expect(chatStorageGetEndpoint.answer.parse(got.body).data).toEqual({
      file_base64: PNG_BASE64,
      name: "dot.png",
      type: "image/png",
      size: 70,
    });
  });

  it("answers another tenant's user 404, as for an id nobody has", async () => {
    const stored = chatStorageEndpoint.answer.parse(
      (
        await upload(alice, {
          fileContent: Buffer.from("minutes of the meeting\n").toString("base64"),
          fileName: "notes.txt",
        })
      ).body,
    ).data;
    expect(stored.type).toBe("text/plain");
    for (const attachmentId of [stored.attachmentId, "A".repeat(32)]) {
      const answer = await oscar.call("chat/storage/get", { phone: oscar.phone, attachmentId });
      expect([answer.status, answer.body.responses[0]?.message, answer.body.data]).toEqual([
        404,
        "Attachment not found",
        null,
      ]);
    }
  });

  it("refuses programs, whatever their name or declared type", async () => {
    for (const body of [
      { fileContent: windowsProgram().toString("base64"), fileName: "holiday.jpg" },
      { fileContent: `data:application/octet-stream;base64,${windowsProgram().toString("base64")}` },
      { fileContent: Buffer.from("#!/bin/sh\nrm -rf ~\n").toString("base64"), fileName: "readme.txt" },
      { fileContent: Buffer.from("hello").toString("base64"), fileName: "setup.exe" },
    ]) {
      const answer = await upload(alice, body);
      expect([answer.status, answer.body.responses[0]?.message]).toEqual([
        415,
        "Programs cannot be shared in chat",
      ]);
    }
  });

  it("refuses a declared type the bytes contradict, and what is not base64", async () => {
    const mismatch = await upload(alice, { fileContent: `data:application/pdf;base64,${PNG_BASE64}` });
    expect([mismatch.status, mismatch.body.responses[0]?.message, mismatch.body.data]).toEqual([
      415,
      "The file's content does not match its type",
      { declared: "application/pdf", detected: "image/png" },
    ]);
    const fakeImage = await upload(alice, {
      fileContent: Buffer.from("<svg onload=alert(1)>").toString("base64"),
      fileType: "image/png",
    });
    expect(fakeImage.status).toBe(415);
    const html = await upload(alice, {
      fileContent: `data:text/html;base64,${Buffer.from("<script>x</script>").toString("base64")}`,
    });
    // Text is kept as text: the type stored never makes a browser run it.
    expect(chatStorageEndpoint.answer.parse(html.body).data.type).toBe("text/plain");
    const garbage = await upload(alice, { fileContent: "not base64 at all!" });
    expect([garbage.status, garbage.body.responses[0]?.message]).toEqual([
      400,
      "fileContent must be a data URL or base64",
    ]);
  });

  it("refuses more than 10 MB decoded with 413 and spec 2's text", async () => {
    const justOver = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41).toString("base64");
    const answer = await upload(bob, { fileContent: justOver, fileName: "big.txt" });
    expect([answer.status, answer.body.responses[0]?.message]).toEqual([
      413,
      "Sorry, but the maximum file size supported is 10MB :(",
    ]);
  });

  it("refuses another user's phone and bounds uploads per minute", async () => {
    expect((await alice.call("chat/storage", { phone: bob.phone, fileContent: PNG_BASE64 })).status).toBe(
      403,
    );
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push((await upload(oscar, { fileContent: PNG_BASE64 })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    t.clock.advance(60_001);
    expect((await upload(oscar, { fileContent: PNG_BASE64 })).status).toBe(200);
  });
  describe("who may open a file", () => {
    const text = (content: string) => Buffer.from(content).toString("base64");
    const shared = async (client: ChatClient, conversation?: string) => {
      const answer = await upload(client, {
        fileContent: text(`shared ${Math.random()}\n`),
        fileName: "notes.txt",
        ...(conversation === undefined ? {} : { conversation }),
      });
      expect(answer.status).toBe(200);
      return chatStorageEndpoint.answer.parse(answer.body).data.attachmentId;
    };
    const opens = async (client: ChatClient, attachmentId: string) => {
      const answer = await client.call("chat/storage/get", { phone: client.phone, attachmentId });
      return [answer.status, answer.body.responses[0]?.message];
    };
    const group = async (owner: ChatClient, groupName: string, members: string[]) => {
      const created = await owner.call("chat/muc/create", { phone: owner.phone, groupName, members });
      return chatGroupCreateEndpoint.answer.parse(created.body).data.groupID;
    };
    const OPENED = [200, "OK"];
    const NOT_SHARED = [403, "This file was not shared with you"];
    const UNKNOWN = [404, "Attachment not found"];

    it("opens a direct chat's file to the uploader and the peer only; another tenant's user gets 404", async () => {
      const id = await shared(alice, "1002");
      expect(await opens(alice, id)).toEqual(OPENED);
      expect(await opens(bob, id)).toEqual(OPENED);
      expect(await opens(carol, id)).toEqual(NOT_SHARED);
      expect(await opens(oscar, id)).toEqual(UNKNOWN);
    });

    it("opens a group's file to its current members, not to one removed since", async () => {
      const groupId = await group(alice, "Files", ["1002", "1004"]);
      const id = await shared(bob, groupId);
      expect(await opens(bob, id)).toEqual(OPENED);
      expect(await opens(alice, id)).toEqual(OPENED);
      expect(await opens(dave, id)).toEqual(OPENED);
      expect(await opens(carol, id)).toEqual(NOT_SHARED);
      await alice.call("chat/muc/users/remove", { groupID: groupId, members: ["1004"] });
      expect(await opens(dave, id)).toEqual(NOT_SHARED);
      expect(await opens(oscar, id)).toEqual(UNKNOWN);
    });

    it("keeps a file uploaded without a conversation the uploader's until a message of theirs carries its id", async () => {
      const id = await shared(alice);
      expect(await opens(alice, id)).toEqual(OPENED);
      expect(await opens(bob, id)).toEqual(NOT_SHARED);
      // Carol names the id in a message to Alice: that gives Carol nothing of Alice's.
      await archiveDirect(t, carol.phone, alice.phone, `have a look: ${id}`);
      expect(await opens(carol, id)).toEqual(NOT_SHARED);
      await archiveDirect(t, alice.phone, bob.phone, `notes.txt ${id}`);
      expect(await opens(bob, id)).toEqual(OPENED);
      expect(await opens(carol, id)).toEqual(NOT_SHARED);
      expect(await opens(oscar, id)).toEqual(UNKNOWN);
    });

    it("opens a file without a conversation to the members of a room the uploader sent it to", async () => {
      const groupId = await group(bob, "Spec flow", ["1003"]);
      const id = await shared(bob);
      expect(await opens(carol, id)).toEqual(NOT_SHARED);
      await archiveGroup(t, groupId, bob.phone, `minutes ${id}`);
      expect(await opens(carol, id)).toEqual(OPENED);
      expect(await opens(dave, id)).toEqual(NOT_SHARED);
    });

    it("refuses a conversation that is no colleague or no group of the uploader's", async () => {
      const refusal = async (conversation: string) => {
        const answer = await upload(alice, { fileContent: text("x\n"), conversation });
        return [answer.status, answer.body.responses[0]?.message];
      };
      expect(await refusal("1999")).toEqual([404, "No colleague with chat has this number"]);
      expect(await refusal("400022001")).toEqual([404, "No colleague with chat has this number"]);
      expect(await refusal("gaaaaaaaaaaaa")).toEqual([404, "Group not found"]);
      const groupId = await group(bob, "Without Alice", ["1003"]);
      expect(await refusal(groupId)).toEqual([403, "Only the group's members may do this"]);
      expect((await refusal("not a number")).slice(0, 1)).toEqual([400]);
    });
  });
});
