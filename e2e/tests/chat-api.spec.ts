// The chat API (issue 13) on the built server, as the web chat will call it: a link preview of a
// page served on loopback (allowed by CHAT_PREVIEW_ALLOW_HOSTS on this spec's own server only), a
// file shared between colleagues and kept from another tenant, and a group. The screens come with
// the web chat; this proves the bundle serves the contracts it will use.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import {
  chatGroupCreateEndpoint,
  chatGroupListEndpoint,
  chatStorageEndpoint,
  chatStorageGetEndpoint,
  chatUrlMetadataEndpoint,
} from "@mobex/contracts/chat";
import { readMailbox, waitForToken } from "../support/dev-mailbox";
import { expect, test } from "../support/test";
import { startTestServer, type TestServer } from "../support/test-server";

const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

let server: TestServer;
let pages: Server;
let pageHost = "";
let api: APIRequestContext;

/** Signs `email` in through the API (otp/get, the mailed token, provisioning/get): its JWE. */
async function jweOf(email: string): Promise<string> {
  const seenIds = new Set((await readMailbox(api, email)).map((message) => String(message.id)));
  const otp = await api.get("/api/json/webrtc/mobex/otp/get/", { params: { email, type: "web" } });
  const sent = ((await otp.json()) as { data?: { sent?: boolean } }).data?.sent;
  const token = await waitForToken(api, email, { seenIds, reuseSeen: sent === false });
  const answer = await api.get("/api/json/webrtc/mobex/provisioning/get/", {
    params: { email, otp: token, type: "web" },
  });
  return ((await answer.json()) as { data: { jwetoken: string } }).data.jwetoken;
}

async function post(
  jwe: string,
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; json: unknown }> {
  const answer = await api.post(path, { data: { token: jwe, ...body } });
  return { status: answer.status(), json: await answer.json() };
}

test.beforeAll(async () => {
  pages = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      '<title>Release notes</title><meta property="og:image" content="/cover.png"><meta name="description" content="What changed">',
    );
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  pageHost = `127.0.0.1:${(pages.address() as AddressInfo).port}`;
  server = await startTestServer({ name: "chat-api", env: { CHAT_PREVIEW_ALLOW_HOSTS: pageHost } });
  api = await playwrightRequest.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api.dispose();
  await server.stop();
  await new Promise((resolve) => pages.close(resolve));
});

test("previews an allowed local page, and refuses the server's own address", async () => {
  const alice = await jweOf("alice@example.com");
  const site = `http://${pageHost}/notes`;
  const preview = await post(alice, chatUrlMetadataEndpoint.path, { site });
  expect(preview.status).toBe(200);
  expect(chatUrlMetadataEndpoint.answer.parse(preview.json).data).toEqual({
    title: "Release notes",
    description: "What changed",
    image: `http://${pageHost}/cover.png`,
    link: site,
  });
  const own = await post(alice, chatUrlMetadataEndpoint.path, { site: `${server.url}/healthz` });
  expect([own.status, (own.json as { data: unknown }).data]).toEqual([422, { reason: "address" }]);
});

test("a file Alice shares with Bob reaches Bob, not a colleague outside the conversation nor another tenant", async () => {
  const [alice, bob, carol, oscar] = [
    await jweOf("alice@example.com"),
    await jweOf("bob@example.com"),
    await jweOf("carol@example.com"),
    await jweOf("oscar@globex.example"),
  ];
  const upload = await post(alice, chatStorageEndpoint.path, {
    phone: "400011001",
    fileContent: `data:image/png;base64,${PNG_BASE64}`,
    fileName: "dot.png",
    conversation: "1002",
  });
  const { attachmentId } = chatStorageEndpoint.answer.parse(upload.json).data;
  const got = await post(bob, chatStorageGetEndpoint.path, { phone: "400011002", attachmentId });
  expect(chatStorageGetEndpoint.answer.parse(got.json).data).toMatchObject({
    file_base64: PNG_BASE64,
    type: "image/png",
  });
  expect((await post(carol, chatStorageGetEndpoint.path, { phone: "400011003", attachmentId })).status).toBe(
    403,
  );
  expect((await post(oscar, chatStorageGetEndpoint.path, { phone: "400022001", attachmentId })).status).toBe(
    404,
  );
});

test("a group Alice creates is listed for its members with its owner", async () => {
  const [alice, bob] = [await jweOf("alice@example.com"), await jweOf("bob@example.com")];
  const created = await post(alice, chatGroupCreateEndpoint.path, {
    phone: "400011001",
    groupName: "Launch",
    members: ["1002"],
  });
  const { groupID } = chatGroupCreateEndpoint.answer.parse(created.json).data;
  const listed = chatGroupListEndpoint.answer.parse(
    (await post(bob, chatGroupListEndpoint.path, {})).json,
  ).data;
  expect(listed).toEqual([
    expect.objectContaining({ groupID, groupDescription: "Launch", groupOwner: "1001" }),
  ]);
});
