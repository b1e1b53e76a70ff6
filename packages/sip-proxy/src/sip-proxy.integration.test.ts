import { EventEmitter, once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { FakeClock } from "./clock/fake-clock";
import type { DialogEvent } from "./dialog/dialog-events";
import type { Clock } from "./clock/clock";
import type { Aor } from "./registrar/aor";
import { createSipProxy, type SipProxy, type SipProxyOptions } from "./sip-proxy";
import { createTestHooks, DOMAIN, type Harness } from "../test-support/proxy-harness";
import { TestUserAgent } from "../test-support/test-user-agent";
import { WebSocketClientConnection } from "../test-support/ws-client-connection";

interface Live {
  server: Server;
  proxy: SipProxy;
  url: string;
  events: DialogEvent[];
  known: Set<string>;
  clients: WebSocketClientConnection[];
  registrationChanges: EventEmitter;
}

let live: Live;

async function start(clock?: Clock, extra: Partial<SipProxyOptions> = {}): Promise<Live> {
  const known = new Set<string>();
  const events: DialogEvent[] = [];
  const registrations: Harness["registrations"] = [];
  const registrationChanges = new EventEmitter();
  const hooks = createTestHooks(known, events, registrations);
  const proxy = createSipProxy({
    domain: DOMAIN,
    realm: DOMAIN,
    nonceSecret: "integration-secret",
    hooks: { ...hooks, onRegistration: (aor, bindings) => registrationChanges.emit(aor, bindings) },
    ...(clock ? { clock } : {}),
    ...extra,
  });
  const server = createServer((_request, response) => response.writeHead(404).end());
  proxy.attach(server, "/sip");
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    server,
    proxy,
    url: `ws://127.0.0.1:${port}/sip`,
    events,
    known,
    clients: [],
    registrationChanges,
  };
}

async function ua(user: string, password = `secret-${user}`): Promise<TestUserAgent> {
  live.known.add(user);
  const connection = await WebSocketClientConnection.open(live.url);
  live.clients.push(connection);
  return new TestUserAgent({ user, domain: DOMAIN, connection, password, instanceId: crypto.randomUUID() });
}

async function registered(user: string): Promise<TestUserAgent> {
  const agent = await ua(user);
  expect((await agent.register()).status).toBe(200);
  return agent;
}

async function stop(): Promise<void> {
  live.proxy.close();
  await Promise.all(live.clients.map((c) => c.closed()));
  live.server.close();
  await once(live.server, "close");
}

describe("SIP over real WebSockets", () => {
  beforeEach(async () => {
    live = await start();
  });
  afterEach(stop);

  it("refuses a WebSocket that does not offer the sip subprotocol", async () => {
    const socket = new WebSocket(live.url, ["xmpp"]);
    const [error] = (await once(socket, "error")) as [Error];
    expect(error.message).toContain("400");
  });

  it("registers with digest credentials, and refuses a wrong password", async () => {
    const alice = await ua("alice");
    const ok = await alice.register();
    expect(ok.status).toBe(200);
    expect(ok.contacts()).toHaveLength(1);
    const mallory = await ua("mallory", "guess");
    expect((await mallory.register()).status).toBe(403);
    expect(live.proxy.registrar.bindings(`sip:alice@${DOMAIN}` as Aor)).toHaveLength(1);
  });

  it("forks to two devices and cancels the one that loses", async () => {
    const alice = await registered("alice");
    const desk = await registered("bob");
    const phone = await registered("bob");
    await alice.call(`sip:bob@${DOMAIN}`);
    const atDesk = await desk.inbox.request("INVITE");
    const atPhone = await phone.inbox.request("INVITE");
    phone.respond(atPhone, 180);
    await alice.inbox.response(180);
    desk.respond(atDesk, 200);
    expect((await alice.inbox.response(200, "INVITE")).vias()).toHaveLength(1);
    const cancel = await phone.inbox.request("CANCEL");
    expect(cancel.headers.get("Reason")).toContain("Call completed elsewhere");
    phone.respond(cancel, 200);
    phone.respond(atPhone, 487);
    await phone.inbox.request("ACK");
  });

  it("lets a 200 racing the caller's CANCEL win, and routes ACK, re-INVITE and BYE to the right sockets", async () => {
    const alice = await registered("alice");
    const bob = await registered("bob");
    const invite = await alice.call(`sip:bob@${DOMAIN}`);
    const atBob = await bob.inbox.request("INVITE");
    bob.respond(atBob, 180);
    await alice.inbox.response(180);
    bob.respond(atBob, 200);
    alice.cancel(invite);
    await alice.inbox.response(200, "CANCEL");
    const ok = await alice.inbox.response(200, "INVITE");
    const callerDialog = alice.dialogAsCaller(invite, ok);
    const calleeDialog = bob.dialogAsCallee(atBob);
    alice.send(callerDialog.request("ACK", { seq: invite.cseq().seq }));
    await bob.inbox.request("ACK");

    const reinvite = calleeDialog.request("INVITE");
    bob.send(reinvite);
    alice.respond(await alice.inbox.request("INVITE"), 200);
    await bob.inbox.response(200, "INVITE");
    bob.send(calleeDialog.request("ACK", { seq: reinvite.cseq().seq }));
    await alice.inbox.request("ACK");

    alice.send(callerDialog.request("BYE"));
    bob.respond(await bob.inbox.request("BYE"), 200);
    await alice.inbox.response(200, "BYE");
    expect(live.events.map((e) => e.type)).toEqual(["early", "confirmed", "terminated"]);
  });

  it("carries REFER and NOTIFY inside the dialog", async () => {
    const alice = await registered("alice");
    const bob = await registered("bob");
    const invite = await alice.call(`sip:bob@${DOMAIN}`);
    const atBob = await bob.inbox.request("INVITE");
    bob.respond(atBob, 200);
    const ok = await alice.inbox.response(200, "INVITE");
    const callerDialog = alice.dialogAsCaller(invite, ok);
    const calleeDialog = bob.dialogAsCallee(atBob);
    alice.send(callerDialog.request("REFER", { headers: [["Refer-To", `<sip:carol@${DOMAIN}>`]] }));
    bob.respond(await bob.inbox.request("REFER"), 202);
    await alice.inbox.response(202, "REFER");
    bob.send(
      calleeDialog.request("NOTIFY", { headers: [["Event", "refer"]], body: "SIP/2.0 100 Trying\r\n" }),
    );
    const notify = await alice.inbox.request("NOTIFY");
    expect(notify.body).toBe("SIP/2.0 100 Trying\r\n");
    alice.respond(notify, 200);
    await bob.inbox.response(200, "NOTIFY");
  });

  it("answers 404 for an unknown number and 480 for a user with no device", async () => {
    const alice = await registered("alice");
    live.known.add("carol");
    expect((await alice.sendWithAuth(alice.request("INVITE", `sip:nobody@${DOMAIN}`))).status).toBe(404);
    expect((await alice.sendWithAuth(alice.request("INVITE", `sip:carol@${DOMAIN}`))).status).toBe(480);
  });

  it("answers 400 to malformed input and keeps the socket open and usable", async () => {
    const alice = await ua("alice");
    const broken = alice
      .request("OPTIONS", `sip:${DOMAIN}`)
      .toString()
      .replace("Max-Forwards: 70", "Max-Forwards: x");
    alice.connection.send(broken);
    await alice.inbox.response(400, "OPTIONS");
    alice.connection.send("\u0000\u0001 not sip at all");
    expect((await alice.register()).status).toBe(200);
  });

  it("answers 483 when Max-Forwards is 0", async () => {
    const alice = await ua("alice");
    const request = alice.request("INVITE", `sip:bob@${DOMAIN}`);
    request.headers.set("Max-Forwards", "0");
    alice.send(request);
    await alice.inbox.response(483, "INVITE");
  });

  it("removes the bindings of a socket that closes", async () => {
    const alice = await registered("alice");
    const unbound = once(live.registrationChanges, `sip:alice@${DOMAIN}`);
    alice.connection.close();
    expect(await unbound).toEqual([[]]);
    expect(live.proxy.registrar.bindings(`sip:alice@${DOMAIN}` as Aor)).toEqual([]);
  });
});

describe("WebSocket keep-alive", () => {
  let clock: FakeClock;
  beforeEach(async () => {
    clock = new FakeClock();
    live = await start(clock);
  });
  afterEach(stop);

  it("closes a socket that stops answering pings and keeps one that answers", async () => {
    const dead = await registered("alice");
    const alive = await registered("bob");
    (dead.connection as WebSocketClientConnection).socket.pause();
    clock.advance(30_000);
    // Two round trips on the live socket: its pong (sent when the ping arrived) is processed before them.
    await alive.sendWithAuth(alive.request("OPTIONS", `sip:${DOMAIN}`));
    await alive.sendWithAuth(alive.request("OPTIONS", `sip:${DOMAIN}`));
    clock.advance(30_000);
    expect(live.proxy.registrar.bindings(`sip:alice@${DOMAIN}` as Aor)).toEqual([]);
    expect(live.proxy.registrar.bindings(`sip:bob@${DOMAIN}` as Aor)).toHaveLength(1);
    (dead.connection as WebSocketClientConnection).socket.resume();
  });
});

describe("upgrade limits (issue 8 §3)", () => {
  afterEach(stop);

  /** The HTTP status an upgrade is refused with, or "open". */
  async function upgrade(origin?: string): Promise<string> {
    const socket = new WebSocket(live.url, ["sip"], origin === undefined ? {} : { origin });
    const outcome = await new Promise<string>((resolve) => {
      socket.once("open", () => resolve("open"));
      socket.once("error", (error) => resolve(error.message.replace(/^Unexpected server response: /, "")));
    });
    socket.close();
    return outcome;
  }

  it("refuses a page of a foreign Origin with 403; the server's own, listed ones and no Origin pass", async () => {
    live = await start(undefined, { allowedOrigins: ["https://app.example.com"] });
    const own = live.url.replace(/^ws:/, "http:").replace(/\/sip$/, "");
    expect(await upgrade("https://evil.example")).toBe("403");
    expect(await upgrade("http://127.0.0.1:1")).toBe("403");
    expect([await upgrade(own), await upgrade("https://app.example.com"), await upgrade()]).toEqual([
      "open",
      "open",
      "open",
    ]);
  });

  it("refuses sockets beyond maxSocketsPerAddress with 503, and takes one again once another closed", async () => {
    live = await start(undefined, { limits: { maxSocketsPerAddress: 2 } });
    const first = await WebSocketClientConnection.open(live.url);
    const second = await WebSocketClientConnection.open(live.url);
    expect(await upgrade()).toBe("503");
    first.close();
    await first.closed();
    await vi.waitFor(async () => expect(await upgrade()).toBe("open"));
    second.close();
    await second.closed();
  });
});

describe("mounting on an existing server", () => {
  it("accepts sockets through handleUpgrade and through acceptSocket", async () => {
    const known = new Set(["alice"]);
    const proxy = createSipProxy({
      domain: DOMAIN,
      realm: DOMAIN,
      nonceSecret: "s",
      hooks: createTestHooks(known, [], []),
    });
    const { WebSocketServer } = await import("ws");
    const own = new WebSocketServer({ noServer: true, handleProtocols: () => "sip" });
    const server = createServer();
    server.on("upgrade", (request, socket, head) => {
      if (request.url === "/sip") proxy.handleUpgrade(request, socket, head);
      else own.handleUpgrade(request, socket, head, (ws) => proxy.acceptSocket(ws, request));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    for (const path of ["/sip", "/other"]) {
      const connection = await WebSocketClientConnection.open(`ws://127.0.0.1:${port}${path}`);
      const alice = new TestUserAgent({
        user: "alice",
        domain: DOMAIN,
        connection,
        password: "secret-alice",
      });
      expect((await alice.register()).status).toBe(200);
    }
    proxy.close();
    own.close();
    server.close();
    await once(server, "close");
  });
});
