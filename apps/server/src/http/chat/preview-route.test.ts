import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatUrlMetadataEndpoint } from "@mobex/contracts/chat";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { chatClient, type ChatClient } from "./chat-test-support";

describe("chat/urlmetadata", () => {
  let t: TestApp;
  let server: Server;
  let site = "";
  let hits = 0;
  let alice: ChatClient;
  let bob: ChatClient;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      hits += 1;
      response.writeHead(200, { "content-type": "text/html" });
      response.end(
        '<title>Team page</title><meta property="og:description" content="Who we are"><meta property="og:image" content="/logo.png">',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    site = `http://${host}/team`;
    // The test-only allow-list (CHAT_PREVIEW_ALLOW_HOSTS): loopback is refused otherwise.
    t = await createTestApp({ chat: { previewAllowHosts: [host] } });
    alice = await chatClient(t, "alice");
    bob = await chatClient(t, "bob");
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("previews an allowed page, once an hour for everyone", async () => {
    const answer = await alice.call("chat/urlmetadata", { site });
    expect(answer.status).toBe(200);
    expect(chatUrlMetadataEndpoint.answer.parse(answer.body).data).toEqual({
      title: "Team page",
      description: "Who we are",
      image: `${new URL(site).origin}/logo.png`,
      link: site,
    });
    expect((await bob.call("chat/urlmetadata", { site })).body.data).toEqual(answer.body.data);
    expect(hits).toBe(1);
    t.clock.advance(60 * 60 * 1000 + 1);
    // The tokens aged out with the hour: sign in again.
    alice = await chatClient(t, "alice");
    bob = await chatClient(t, "bob");
    expect((await bob.call("chat/urlmetadata", { site })).status).toBe(200);
    expect(hits).toBe(2);
  });

  it("refuses loopback and private addresses with 422 and the reason", async () => {
    for (const target of [
      "http://127.0.0.1:9/",
      "http://10.1.1.1/",
      "http://localhost:8080/",
      "ftp://example.com/",
    ]) {
      const answer = await alice.call("chat/urlmetadata", { site: target });
      expect([target, answer.status, answer.body.responses[0]?.message]).toEqual([
        target,
        422,
        "This link cannot be previewed",
      ]);
      expect((answer.body.data as { reason: string }).reason).toMatch(/^(address|scheme)$/);
    }
  });

  it("bounds previews per user and minute", async () => {
    const oscar = await chatClient(t, "oscar");
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1)
      statuses.push((await oscar.call("chat/urlmetadata", { site: "http://10.0.0.1/" })).status);
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
