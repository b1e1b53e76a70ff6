import { describe, expect, it, vi } from "vitest";
import { nextSignallingState } from "./signalling-state";
import {
  type CreateVideoSocket,
  type SignallingSession,
  VideoSignalling,
  type VideoSocket,
} from "./video-signalling";

type Handler = (...args: unknown[]) => void;

/** A socket.io client socket as far as the signalling client uses it: handlers, emits, connects. */
function fakeSocket() {
  const handlers = new Map<string, Handler[]>();
  let authToken: () => Promise<unknown> = () => Promise.resolve(undefined);
  const socket = {
    emitted: [] as { event: string; payload: unknown }[],
    connects: 0,
    disconnected: false,
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    emit(event: string, payload: unknown, ack?: Handler) {
      socket.emitted.push({ event, payload });
      if (event === "setNumber")
        ack?.({ ok: true, iceServers: [{ urls: ["stun:x"] }], iceServersExpireAt: null });
      return socket;
    },
    connect() {
      socket.connects += 1;
      return socket;
    },
    disconnect() {
      socket.disconnected = true;
      return socket;
    },
    removeAllListeners() {
      handlers.clear();
      return socket;
    },
    /** The server's side: fires a socket.io event at the client. */
    fire(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
    /** The token the handshake would send now. */
    token: () => authToken(),
  };
  const create: CreateVideoSocket = (_url, options) => {
    const auth = options.auth as (send: (data: object) => void) => void;
    authToken = () => new Promise((resolve) => auth(resolve));
    return socket as unknown as VideoSocket;
  };
  return { socket, create };
}

const refusal = (code: number) => Object.assign(new Error("refused"), { data: { code, message: "x" } });

describe("the video signalling client", () => {
  it("authenticates every (re)connection with the token current at that moment", async () => {
    let token = "first";
    const { socket, create } = fakeSocket();
    const signalling = new VideoSignalling("http://h/video", { token: () => token, renew: vi.fn() }, create);
    signalling.connect();
    expect(await socket.token()).toEqual({ token: "first" });
    token = "second";
    expect(await socket.token()).toEqual({ token: "second" });
  });

  it("reports online on connect and resolves setNumber with the ICE servers", async () => {
    const { socket, create } = fakeSocket();
    const signalling = new VideoSignalling("http://h/video", { token: () => "t", renew: vi.fn() }, create);
    const online = vi.fn();
    signalling.on("online", online);
    signalling.connect();
    expect(signalling.state).toBe("connecting");
    socket.fire("connect");
    expect(signalling.state).toBe("connected");
    expect(online).toHaveBeenCalledTimes(1);
    const ack = await signalling.setNumber("400011004", true);
    expect(ack).toMatchObject({ ok: true, iceServers: [{ urls: ["stun:x"] }] });
    expect(socket.emitted).toContainEqual({
      event: "setNumber",
      payload: { number: "400011004", enabled: true },
    });
  });

  it("renews the session on a 407 refusal and connects again", async () => {
    const { socket, create } = fakeSocket();
    const session: SignallingSession = { token: () => "t", renew: vi.fn(() => Promise.resolve(true)) };
    const signalling = new VideoSignalling("http://h/video", session, create);
    signalling.connect();
    socket.fire("connect_error", refusal(407));
    expect(signalling.state).toBe("renewing");
    await vi.waitFor(() => expect(socket.connects).toBe(2));
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(signalling.state).toBe("connecting");
  });

  it("gives up when the renewal fails, and never renews for other refusals", async () => {
    const { socket, create } = fakeSocket();
    const session: SignallingSession = { token: () => "t", renew: vi.fn(() => Promise.resolve(false)) };
    const signalling = new VideoSignalling("http://h/video", session, create);
    signalling.connect();
    socket.fire("connect_error", refusal(401));
    expect(session.renew).not.toHaveBeenCalled();
    socket.fire("connect_error", refusal(404));
    await vi.waitFor(() => expect(signalling.state).toBe("failed"));
    expect(socket.connects).toBe(1);
  });

  it("forwards the server's call events, typed, and stops on dispose", () => {
    const { socket, create } = fakeSocket();
    const signalling = new VideoSignalling("http://h/video", { token: () => "t", renew: vi.fn() }, create);
    const incoming = vi.fn();
    signalling.on("incomingCall", incoming);
    const offer = { callId: "c1", from: "400011005", name: "Erin", sdp: { type: "offer", sdp: "v=0" } };
    socket.fire("incomingCall", offer);
    expect(incoming).toHaveBeenCalledWith(offer);
    signalling.dispose();
    expect(signalling.state).toBe("disposed");
    expect(socket.disconnected).toBe(true);
    socket.fire("incomingCall", offer);
    expect(incoming).toHaveBeenCalledTimes(1);
  });
});

describe("the signalling states", () => {
  it("goes back to connecting when a connected socket drops, so socket.io's retry shows", () => {
    expect(nextSignallingState("connected", "disconnected")).toBe("connecting");
  });

  it("stays disposed whatever happens later", () => {
    expect(nextSignallingState("disposed", "connected")).toBe("disposed");
  });

  it("keeps a renewal in progress when the socket reports a drop meanwhile", () => {
    expect(nextSignallingState("renewing", "disconnected")).toBe("renewing");
  });
});
