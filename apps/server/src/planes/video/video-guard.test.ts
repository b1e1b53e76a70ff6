import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { VIDEO_MAX_SDP_BYTES, VIDEO_SOCKET_PATH } from "@mobex/contracts/video";
import { signedInOnce } from "../../test-support/signed-in-once";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { VideoClient } from "../../test-support/video-client";

/*
 * Issue 11, the /video plane under attack: what one script may cost before it shows a session
 * token. A server of its own, with small bounds: three sockets of an address may be pending, ten
 * upgrades a minute, and a socket has half a second to authenticate.
 */
const POLICY = {
  allowedOrigins: ["https://teams.example.com"],
  maxPendingSocketsPerAddress: 3,
  handshakesPerMinute: 10,
  authDeadlineMs: 500,
  ringTimeoutMs: 60_000,
  reconnectGraceMs: 0,
};
const ENGINE_URL = `${VIDEO_SOCKET_PATH}?EIO=4&transport=websocket`;
const SETTLED = { timeout: 15_000 };

let t: TestApp;
let httpUrl: string;
const session = signedInOnce(() => t.app);
const open: { close(): void }[] = [];

type UpgradeAnswer = { status: number; retryAfter?: string | undefined; body: string };

/** One WebSocket upgrade of /socket.io/ with `headers`; a 101 is closed at once. */
function upgrade(headers: Record<string, string> = {}): Promise<UpgradeAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${httpUrl}${ENGINE_URL}`, {
      headers: {
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": randomBytes(16).toString("base64"),
        ...headers,
      },
    });
    sent.on("upgrade", (_response, socket) => {
      socket.destroy();
      resolve({ status: 101, body: "" });
    });
    sent.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"], body }),
      );
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** A raw engine.io socket that joins no namespace (an idle script); resolves once it is open. */
async function idleSocket(): Promise<WebSocket> {
  const socket = new WebSocket(`${httpUrl.replace("http", "ws")}${ENGINE_URL}`);
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return socket;
}

const closed = (socket: WebSocket) => new Promise<void>((resolve) => socket.once("close", () => resolve()));

async function device(email: string): Promise<VideoClient> {
  const client = await VideoClient.connect(httpUrl, (await session(email)).jwetoken);
  open.push(client);
  return client;
}

beforeAll(async () => {
  t = await createTestApp({ video: POLICY });
  ({ httpUrl } = await t.listen());
});
afterAll(() => t.close());
// Each test starts with its address's upgrade budget whole.
beforeEach(() => t.clock.advance(60_000));
// Every socket closes; the address may open one again once the server has let go of them all.
afterEach(async () => {
  for (const socket of open.splice(0)) socket.close();
  await expect.poll(() => t.app.services.videoDevices.size, SETTLED).toBe(0);
  await expect
    .poll(async () => {
      t.clock.advance(60_000);
      return (await upgrade()).status;
    }, SETTLED)
    .toBe(101);
});

describe("the door of /socket.io/", () => {
  it("refuses a page of another site with 403 before socket.io sees it; the app's own pages and the listed ones pass", async () => {
    const refused = await upgrade({ Origin: "https://evil.example" });
    expect(refused).toMatchObject({ status: 403, body: "this page's origin may not open the video socket" });
    expect(await upgrade({ Origin: httpUrl })).toMatchObject({ status: 101 });
    expect(await upgrade({ Origin: "https://teams.example.com" })).toMatchObject({ status: 101 });
    // No Origin: no browser page, so no signed-in user's page to abuse (as /sip).
    expect(await upgrade()).toMatchObject({ status: 101 });
  });

  it(`refuses an address's upgrade beyond ${POLICY.handshakesPerMinute} a minute with 429 and Retry-After`, async () => {
    const answers: UpgradeAnswer[] = [];
    for (let i = 0; i <= POLICY.handshakesPerMinute; i++) answers.push(await upgrade());
    expect(answers.slice(0, -1).every((a) => a.status === 101)).toBe(true);
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      retryAfter: "60",
      body: "too many video connection attempts from this address",
    });
    t.clock.advance(60_000);
    expect(await upgrade()).toMatchObject({ status: 101 });
  });

  it(`holds at most ${POLICY.maxPendingSocketsPerAddress} unauthenticated sockets per address; authenticated ones do not count`, async () => {
    // More authenticated sockets than the pending cap: each left the count when it authenticated.
    for (const email of ["alice@example.com", "bob@example.com", "carol@example.com", "dave@example.com"])
      await device(email);
    for (let i = 0; i < POLICY.maxPendingSocketsPerAddress; i++) await idleSocket();
    expect(await upgrade()).toMatchObject({
      status: 429,
      body: "too many unauthenticated video connections from this address",
    });
  });

  it("closes a socket that does not authenticate by the deadline", async () => {
    const idle = await idleSocket();
    await closed(idle);
    expect(idle.readyState).toBe(WebSocket.CLOSED);
  });

  it("closes a socket after three refused handshakes, each answered with its refusal", async () => {
    const script = await idleSocket();
    const frames: string[] = [];
    script.on("message", (data: Buffer) => frames.push(data.toString()));
    const end = closed(script);
    for (let i = 0; i < 3; i++) script.send(`40/video,${JSON.stringify({ token: `forged-${i}` })}`);
    await end;
    const refusals = frames.filter((frame) => frame.startsWith("44/video,"));
    expect(refusals).toHaveLength(3);
    expect(refusals[0]).toContain("JWE Token Expired");
  });
});

describe("frames", () => {
  it("takes an offer of the largest SDP, and closes only the socket that sends a larger frame", async () => {
    const alice = await device("alice@example.com");
    const bob = await device("bob@example.com");
    const ack = await alice.socket.emitWithAck("setNumber", { number: "400011001", enabled: true });
    expect(ack.ok).toBe(true);
    const sdp = { type: "offer", sdp: "v".repeat(VIDEO_MAX_SDP_BYTES) } as const;
    const largest = await alice.socket.emitWithAck("callUser", { to: "1003", sdp });
    expect(largest).toMatchObject({ ok: true });

    const dropped = bob.closedByServer();
    (bob.socket as unknown as { emit(e: string, p: unknown): void }).emit("setNumber", {
      number: "x".repeat(64 * 1024),
      enabled: true,
    });
    expect(await dropped).toBe("transport close");
    const still = await alice.socket.emitWithAck("setNumber", { number: "400011001", enabled: false });
    expect(still.ok).toBe(true);
  });
});
