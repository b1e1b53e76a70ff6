import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RegistrationState } from "./registration-state";

// A stand-in for JsSIP's UA: the engine's rules are about when it asks the UA to register.
class FakeUA extends EventEmitter {
  static last: FakeUA;
  readonly configuration: Record<string, unknown>;
  connected = true;
  register = vi.fn();
  start = vi.fn();
  stop = vi.fn();
  set = vi.fn(() => true);
  registered = false;
  readonly registratorFake = { setExtraContactParams: vi.fn() };
  registrator() {
    return this.registratorFake;
  }
  isRegistered() {
    return this.registered;
  }
  readonly transport = {
    open: true,
    isConnected: () => this.transport.open,
    connect: vi.fn(),
    disconnect: vi.fn(),
  };
  // The session's peer connection: none unless a test gives one.
  call = vi.fn<() => EventEmitter & { id: string; connection: unknown; direction: string }>(() =>
    Object.assign(new EventEmitter(), { id: "s1", connection: undefined, direction: "outgoing" }),
  );

  constructor(configuration: Record<string, unknown>) {
    super();
    this.configuration = configuration;
    FakeUA.last = this;
  }
  isConnected() {
    return this.connected;
  }
}

vi.mock("jssip", () => ({ UA: FakeUA, WebSocketInterface: class {} }));

const { SipEngine } = await import("./sip-engine");

const config = {
  wsUrl: "ws://localhost/sip",
  aor: "sip:400011001@mobex.local",
  authorizationUser: "1700000000:400011001",
  password: "secret",
  displayName: "Alice Adams",
  userAgent: "Mobex Web Softphone 4.4.1",
  instanceId: "6f1c2b3a-0000-4000-8000-000000000001",
};
const media = { mediaConstraints: { audio: true }, pcConfig: { iceServers: [] } };
// The peer connection's head start (peer-connection-head-start.ts): jsdom makes no certificates.
const pcConfig = { ...media.pcConfig, iceCandidatePoolSize: 1 };

describe("the SIP engine (spec 1 §4 SIP link, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("registers for 1200 s with the user-agent tag and the ephemeral credentials", () => {
    new SipEngine(config).start();
    expect(FakeUA.last.configuration).toMatchObject({
      uri: config.aor,
      authorization_user: config.authorizationUser,
      password: config.password,
      register: true,
      register_expires: 1200,
      user_agent: "Mobex Web Softphone 4.4.1",
      connection_recovery_max_interval: 5,
    });
    expect(FakeUA.last.start).toHaveBeenCalled();
  });

  it("reports the link states as the user agent moves", () => {
    const engine = new SipEngine(config);
    const seen: RegistrationState[] = [];
    engine.events.on("registration", (state) => seen.push(state));
    for (const event of ["connecting", "connected", "registered", "disconnected"])
      FakeUA.last.emit(event, {});
    expect(seen).toEqual(["connecting", "connected", "registered", "disconnected"]);
  });

  it("registers again 1 s after a failed registration while the socket is up, not when it is down", () => {
    const engine = new SipEngine(config);
    FakeUA.last.emit("connected", {});
    FakeUA.last.emit("registrationFailed", {});
    expect(engine.registration).toBe("registrationFailed");
    vi.advanceTimersByTime(999);
    expect(FakeUA.last.register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(FakeUA.last.register).toHaveBeenCalledTimes(1);

    FakeUA.last.connected = false;
    FakeUA.last.emit("registrationFailed", {});
    vi.advanceTimersByTime(1_000);
    expect(FakeUA.last.register).toHaveBeenCalledTimes(1);
  });

  it("registers again 2 s after a call is placed", () => {
    const engine = new SipEngine(config);
    engine.call("1002", media);
    vi.advanceTimersByTime(1_999);
    expect(FakeUA.last.register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(FakeUA.last.register).toHaveBeenCalledTimes(1);
  });

  it("forgets its timers and listeners on dispose", () => {
    const engine = new SipEngine(config);
    engine.call("1002", media);
    engine.dispose();
    vi.advanceTimersByTime(5_000);
    expect(FakeUA.last.register).not.toHaveBeenCalled();
    expect(FakeUA.last.stop).toHaveBeenCalled();
    expect(FakeUA.last.listenerCount("registered")).toBe(0);
  });

  it("asks for a pickup with an offer that only receives, so no microphone opens", () => {
    const engine = new SipEngine(config);
    engine.pickUp("**1002", media);
    expect(FakeUA.last.call).toHaveBeenCalledWith("**1002", {
      mediaConstraints: { audio: false, video: false },
      rtcOfferConstraints: { offerToReceiveAudio: true },
      pcConfig,
    });
    vi.advanceTimersByTime(5_000);
    expect(FakeUA.last.register).not.toHaveBeenCalled();
  });

  it("tells a picked-up call by the proxy's mark, and ordinary calls by its absence", () => {
    const engine = new SipEngine(config);
    const seen: (string | null)[] = [];
    engine.events.on("incoming", (session) => seen.push(session.pickupOf));
    const offer = (headers: Record<string, string>) => ({
      originator: "remote",
      session: Object.assign(new EventEmitter(), { id: `s${seen.length}`, connection: undefined }),
      request: {
        hasHeader: (name: string) => name in headers,
        getHeader: (name: string) => headers[name],
      },
    });
    FakeUA.last.emit("newRTCSession", offer({ "X-Mobex-Pickup": " 1002 " }));
    FakeUA.last.emit("newRTCSession", offer({}));
    expect(seen).toEqual(["1002", null]);
  });

  it("opens a fresh socket when the server is back, closing one that only looks open", () => {
    const engine = new SipEngine(config);
    engine.reconnect();
    expect(FakeUA.last.transport.disconnect).toHaveBeenCalledTimes(1);
    expect(FakeUA.last.transport.connect).toHaveBeenCalledTimes(1);

    FakeUA.last.transport.open = false;
    engine.reconnect();
    expect(FakeUA.last.transport.disconnect).toHaveBeenCalledTimes(1);
    expect(FakeUA.last.transport.connect).toHaveBeenCalledTimes(2);
  });

  it("registers again on the open socket when asked to keep it", () => {
    const engine = new SipEngine(config);
    engine.refreshRegistration();
    expect(FakeUA.last.register).toHaveBeenCalledTimes(1);
    expect(FakeUA.last.transport.disconnect).not.toHaveBeenCalled();
    FakeUA.last.connected = false;
    engine.refreshRegistration();
    expect(FakeUA.last.register).toHaveBeenCalledTimes(1);
  });

  describe("with the microphone already allowed (issue 8 §4: click → callee rings)", () => {
    const permission = (state: PermissionState) =>
      vi.stubGlobal("navigator", {
        permissions: { query: () => Promise.resolve({ state, addEventListener: vi.fn() }) },
        mediaDevices: { getUserMedia: vi.fn(() => new Promise<never>(() => undefined)) },
      });
    const settled = () => Promise.resolve().then(() => undefined);
    const sender = { track: null };
    const connection = {
      addTransceiver: vi.fn(() => ({ sender })),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    beforeEach(() => vi.stubGlobal("MediaStream", class {}));
    afterEach(() => vi.unstubAllGlobals());

    const outgoing = () => Object.assign(new EventEmitter(), { id: "s1", connection, direction: "outgoing" });

    it("sends the INVITE without the microphone, which opens once it has left and joins an audio sender of the offer", async () => {
      permission("granted");
      const engine = new SipEngine(config);
      await settled();
      const rtc = outgoing();
      FakeUA.last.call.mockReturnValueOnce(rtc);
      const session = engine.call("1002", media);
      expect(FakeUA.last.call).toHaveBeenCalledWith("1002", {
        mediaConstraints: { audio: false, video: false },
        pcConfig,
      });
      expect(connection.addTransceiver).toHaveBeenCalledWith(
        "audio",
        expect.objectContaining({ direction: "sendrecv" }),
      );
      expect(session.inviteLeaving).not.toBeNull();
      await settled();
      expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
      rtc.emit("sending", { request: {} });
      await expect(session.inviteLeaving).resolves.toBe(true);
      expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith(media.mediaConstraints);
    });

    it("never opens the microphone for a call that ends before its INVITE leaves", async () => {
      permission("granted");
      const engine = new SipEngine(config);
      await settled();
      const rtc = Object.assign(outgoing(), { isEnded: () => true });
      FakeUA.last.call.mockReturnValueOnce(rtc);
      const session = engine.call("1002", media);
      rtc.emit("failed", { originator: "local", cause: "Canceled", message: null });
      await expect(session.inviteLeaving).resolves.toBe(false);
      await settled();
      expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
    });

    it("lets JsSIP open the microphone first while the browser would still ask, or has been refused", async () => {
      for (const state of ["prompt", "denied"] as const) {
        permission(state);
        const engine = new SipEngine(config);
        await settled();
        expect(engine.call("1002", media).inviteLeaving).toBeNull();
        expect(FakeUA.last.call).toHaveBeenCalledWith("1002", { ...media, pcConfig });
        expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
      }
    });
  });

  it("is idle until its user agent reports", () => {
    expect(new SipEngine(config).registration).toBe("idle");
  });
  it("asks in its Contact that only the device last used ring when ringAllDevices is off, at once", () => {
    const engine = new SipEngine(config);
    engine.setRingAllDevices(false);
    expect(FakeUA.last.registratorFake.setExtraContactParams).toHaveBeenLastCalledWith({
      "+mobex.last-used-only": "",
    });
    // Not registered yet: the first REGISTER carries it.
    expect(FakeUA.last.register).not.toHaveBeenCalled();
    FakeUA.last.registered = true;
    engine.setRingAllDevices(true);
    expect(FakeUA.last.registratorFake.setExtraContactParams).toHaveBeenLastCalledWith({});
    expect(FakeUA.last.register).toHaveBeenCalledTimes(1);
  });
});
