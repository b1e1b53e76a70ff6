import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JanusClient, pluginData } from "@mobex/sfu/test-support/janus-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("the SFU plane on the app's port", () => {
  let t: TestApp;
  let janusUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { httpUrl } = await t.listen();
    janusUrl = `${httpUrl.replace(/^http/, "ws")}/janus`;
  });
  afterAll(async () => {
    await t.close();
  });

  it("speaks the Janus API at /janus, and its rooms are the ones the rooms service ensures", async () => {
    t.app.planes.sfu.rooms.ensure("a1b2c3d4e5f6g", {
      description: "Standup",
      pin: "424242",
      publishers: 8,
    });
    const client = await JanusClient.open(janusUrl);
    try {
      const session = await client.createSession();
      const handle = await client.attach(session, "janus.plugin.videoroom");
      const exists = await client.message(session, handle, { request: "exists", room: "a1b2c3d4e5f6g" });
      expect(pluginData(exists)).toEqual({ videoroom: "success", room: "a1b2c3d4e5f6g", exists: true });
      // A browser cannot make rooms of its own: the admin key stays on the server.
      const created = await client.message(session, handle, { request: "create", room: "mine" });
      expect(pluginData(created)).toMatchObject({ error_code: 433 });
      const wrongPin = await client.message(session, handle, {
        request: "join",
        ptype: "publisher",
        room: "a1b2c3d4e5f6g",
        pin: "000000",
      });
      expect(pluginData(wrongPin)).toMatchObject({
        videoroom: "event",
        error_code: 433,
        error: "Unauthorized (wrong pin)",
      });
      const joined = await client.message(session, handle, {
        request: "join",
        ptype: "publisher",
        room: "a1b2c3d4e5f6g",
        pin: "424242",
        id: "12345550100",
        display: "Alice",
      });
      expect(pluginData(joined)).toMatchObject({
        videoroom: "joined",
        id: "12345550100",
        description: "Standup",
      });
      expect(t.app.planes.sfu.rooms.participants("a1b2c3d4e5f6g")).toEqual([
        { id: "12345550100", display: "Alice", publisher: false, talking: false },
      ]);
    } finally {
      client.close();
    }
  });
});
