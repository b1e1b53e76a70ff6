import { videoTexts, type CallUserAck, type IncomingCallEvent } from "@mobex/contracts/video";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VideoSignalling } from "../../../services/video/video-signalling";
import { onMissedVideoCall } from "../model/missed-video-calls";
import { useVideoCallStore, videoCallTransitions } from "../model/video-call-store";
import { openCamera } from "./video-media";
import { VideoCall, type VideoCallContext } from "./video-call";

vi.mock("./video-media", () => ({ openCamera: vi.fn(), openScreen: vi.fn() }));

const hostCandidate = { candidate: "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host", sdpMid: "0" };

/** Just enough of RTCPeerConnection for the call's logic: descriptions, states, ICE restarts. */
class FakePeerConnection extends EventTarget {
  static last: FakePeerConnection | null = null;
  connectionState: RTCPeerConnectionState = "new";
  signalingState: RTCSignalingState = "stable";
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: { type: RTCSdpType; sdp: string } | null = null;
  restarts = 0;
  readonly transceivers: { receiver: { track: { kind: string } }; sender: FakeSender }[] = [];
  constructor() {
    super();
    FakePeerConnection.last = this;
  }
  addTrack(track: MediaStreamTrack) {
    this.transceivers.push({ receiver: { track: { kind: track.kind } }, sender: new FakeSender(track) });
  }
  getTransceivers() {
    return this.transceivers;
  }
  /** What each kind's sender carries now. */
  sending(kind: string) {
    return this.transceivers.find((transceiver) => transceiver.receiver.track.kind === kind)?.sender.track;
  }
  setLocalDescription(description?: { type: RTCSdpType; sdp: string }) {
    this.localDescription = description ?? { type: this.remoteDescription ? "answer" : "offer", sdp: "v=0" };
    // Gathering starts at once: the first host candidate comes before the description is sent.
    const event = Object.assign(new Event("icecandidate"), { candidate: { toJSON: () => hostCandidate } });
    this.dispatchEvent(event);
    return Promise.resolve();
  }
  setRemoteDescription(description: { type: RTCSdpType; sdp: string }) {
    this.remoteDescription = description;
    return Promise.resolve();
  }
  createOffer() {
    return Promise.resolve({ type: "offer" as const, sdp: "v=0 restart" });
  }
  addIceCandidate() {
    return Promise.resolve();
  }
  restartIce() {
    this.restarts += 1;
  }
  close() {
    this.connectionState = "closed";
  }
  /** The browser reports a new connection state. */
  becomes(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event("connectionstatechange"));
  }
}

class FakeSender {
  constructor(public track: MediaStreamTrack | null) {}
  replaceTrack(track: MediaStreamTrack | null) {
    this.track = track;
    return Promise.resolve();
  }
  getParameters() {
    return { encodings: [] };
  }
  setParameters() {
    return Promise.resolve();
  }
}

const fakeTrack = (kind: "audio" | "video") =>
  ({ kind, enabled: true, stop: vi.fn() }) as unknown as MediaStreamTrack;

class FakeMediaStream {
  readonly tracks: MediaStreamTrack[];
  constructor(tracks: MediaStreamTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === "audio");
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === "video");
  }
  addTrack(track: MediaStreamTrack) {
    this.tracks.push(track);
  }
}

function fakeSignalling(callUserAck: CallUserAck = { ok: true, callId: "c1" }) {
  const sent: { event: string; payload: unknown }[] = [];
  const signalling = {
    send: (event: string, payload: unknown) => sent.push({ event, payload }),
    callUser: vi.fn(() => Promise.resolve(callUserAck)),
  };
  return { sent, signalling: signalling as unknown as VideoSignalling };
}

const context = (signalling: VideoSignalling): VideoCallContext => ({
  signalling,
  iceServers: [],
  onEnded: vi.fn(),
});

const offer: IncomingCallEvent = {
  callId: "c9",
  from: "400011004",
  name: "Dave Davis",
  sdp: { type: "offer", sdp: "v=0" },
};

beforeEach(() => {
  vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
  vi.stubGlobal("MediaStream", FakeMediaStream);
  vi.mocked(openCamera).mockResolvedValue(new FakeMediaStream() as unknown as MediaStream);
  videoCallTransitions.ended(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function dialled(ack?: CallUserAck) {
  const { sent, signalling } = fakeSignalling(ack);
  videoCallTransitions.dialled({ number: "1005", name: "Erin Evans" });
  const call = VideoCall.outgoing(context(signalling), "1005");
  await vi.waitFor(() => expect(signalling.callUser).toHaveBeenCalled());
  return { call, sent, signalling };
}

describe("an outgoing video call", () => {
  it("offers its description to the callee and learns the call's id", async () => {
    const { call, sent, signalling } = await dialled();
    expect(signalling.callUser).toHaveBeenCalledWith({ to: "1005", sdp: { type: "offer", sdp: "v=0" } });
    await vi.waitFor(() => expect(call.callId).toBe("c1"));
    expect(useVideoCallStore.getState().phase).toBe("calling");
    // The candidate gathered before the callId was known goes out with it.
    expect(sent).toEqual([{ event: "iceCandidate", payload: { callId: "c1", candidate: hostCandidate } }]);
  });

  it("ends with 'Error while acessing camera/mic' when the camera fails, offering nothing", async () => {
    vi.mocked(openCamera).mockRejectedValue(new DOMException("gone", "NotReadableError"));
    const { signalling } = fakeSignalling();
    videoCallTransitions.dialled({ number: "1005", name: "Erin Evans" });
    VideoCall.outgoing(context(signalling), "1005");
    await vi.waitFor(() => expect(useVideoCallStore.getState().notice).toBe("mediaError"));
    expect(useVideoCallStore.getState().phase).toBe("idle");
    expect(signalling.callUser).not.toHaveBeenCalled();
  });

  it("ends with the spec's words when the callee declines or is unavailable", async () => {
    const { call } = await dialled();
    call.handleStatus({ callId: "c1", status: "declined" });
    expect(useVideoCallStore.getState()).toMatchObject({ phase: "idle", notice: "declined" });
    const second = await dialled();
    second.call.handleStatus({ callId: "c1", status: "unavailable" });
    expect(useVideoCallStore.getState().notice).toBe("unavailable");
  });

  it("ends with 'No answer', not 'User unavailable', when nobody answers before the ring timeout", async () => {
    const { call } = await dialled();
    call.handleStatus({ callId: "c1", status: "noAnswer" });
    expect(useVideoCallStore.getState()).toMatchObject({ phase: "idle", notice: "noAnswer" });
    expect(videoTexts[useVideoCallStore.getState().notice ?? "unavailable"]).toBe("No answer");
  });

  it("ends with 'You cannot call yourself' when the server refuses the own number", async () => {
    await dialled({
      ok: false,
      error: { code: "callingYourself", message: "x", event: "callUser" },
    });
    await vi.waitFor(() => expect(useVideoCallStore.getState().notice).toBe("callingYourself"));
  });

  it("cancels a call hung up while the server was still taking the offer", async () => {
    let ack: (answer: CallUserAck) => void = () => undefined;
    const { sent, signalling } = fakeSignalling();
    vi.mocked(signalling.callUser).mockReturnValue(new Promise((resolve) => (ack = resolve)));
    videoCallTransitions.dialled({ number: "1005", name: "Erin Evans" });
    const call = VideoCall.outgoing(context(signalling), "1005");
    await vi.waitFor(() => expect(signalling.callUser).toHaveBeenCalled());
    call.hangUp();
    ack({ ok: true, callId: "c7" });
    await vi.waitFor(() => expect(sent).toContainEqual({ event: "hangUp", payload: { callId: "c7" } }));
  });
});

describe("an incoming video call", () => {
  it("rings with the caller's name, and answering sends the answer over rsdp", async () => {
    const { sent, signalling } = fakeSignalling();
    const call = VideoCall.incoming(context(signalling), offer);
    expect(useVideoCallStore.getState()).toMatchObject({
      phase: "incoming",
      peer: { number: "400011004", name: "Dave Davis" },
    });
    await call.answer();
    // The server relays the callee's candidates only after its answer: they wait for it.
    expect(sent.map(({ event }) => event)).toEqual(["rsdp", "iceCandidate"]);
    expect(sent[0]).toEqual({
      event: "rsdp",
      payload: { callId: "c9", sdp: { type: "answer", sdp: "v=0" } },
    });
    expect(useVideoCallStore.getState().phase).toBe("connecting");
  });

  it("is refused with refuseCall", () => {
    const { sent, signalling } = fakeSignalling();
    VideoCall.incoming(context(signalling), offer).decline();
    expect(sent).toEqual([{ event: "refuseCall", payload: { callId: "c9" } }]);
    expect(useVideoCallStore.getState().phase).toBe("idle");
  });

  it("is a missed video call when the caller cancels, and not when another device answered", () => {
    const missed = vi.fn();
    const stop = onMissedVideoCall(missed);
    const { signalling } = fakeSignalling();
    const peer = { number: "400011004", name: "Dave Davis" };
    VideoCall.incoming(context(signalling), offer).handleCancelled(
      { callId: "c9", reason: "answeredElsewhere" },
      peer,
    );
    expect(missed).not.toHaveBeenCalled();
    VideoCall.incoming(context(signalling), offer).handleCancelled(
      { callId: "c9", reason: "cancelled" },
      peer,
    );
    expect(missed).toHaveBeenCalledWith(expect.objectContaining({ number: "400011004", from: "Dave Davis" }));
    expect(useVideoCallStore.getState().phase).toBe("idle");
    stop();
  });

  it("keeps the call it answered when the server reports the call answered on this device", async () => {
    const { signalling } = fakeSignalling();
    const call = VideoCall.incoming(context(signalling), offer);
    await call.answer();
    call.handleCancelled(
      { callId: "c9", reason: "answeredElsewhere" },
      { number: "400011004", name: "Dave Davis" },
    );
    expect(useVideoCallStore.getState().phase).toBe("connecting");
  });

  it("ends with 'User disconnected' when the caller's socket drops", async () => {
    const { signalling } = fakeSignalling();
    const call = VideoCall.incoming(context(signalling), offer);
    await call.answer();
    call.handleHangUp({ callId: "c9", reason: "userDisconnected" });
    expect(useVideoCallStore.getState().notice).toBe("userDisconnected");
  });
});

describe("the connection watch (spec 1 §4)", () => {
  it("restarts ICE 1.5 s after the connection failed, again 8 s later until it is back, and offers it over sdp", async () => {
    const { sent, signalling } = fakeSignalling();
    const call = VideoCall.incoming(context(signalling), offer);
    await call.answer();
    const pc = FakePeerConnection.last!;
    vi.useFakeTimers();
    pc.becomes("connected");
    expect(useVideoCallStore.getState().phase).toBe("connected");
    pc.becomes("disconnected");
    expect(useVideoCallStore.getState().phase).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(1_499);
    expect(pc.restarts).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pc.restarts).toBe(1);
    expect(sent).toContainEqual({
      event: "sdp",
      payload: { callId: "c9", sdp: { type: "offer", sdp: "v=0 restart" } },
    });
    pc.becomes("failed");
    // The first restart is given its time: another one now would abort it.
    await vi.advanceTimersByTimeAsync(7_999);
    expect(pc.restarts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pc.restarts).toBe(2);
    pc.becomes("connected");
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pc.restarts).toBe(2);
    expect(useVideoCallStore.getState().phase).toBe("connected");
  });

  it("does not restart a connection that recovered by itself within 1.5 s", async () => {
    const { signalling } = fakeSignalling();
    const call = VideoCall.incoming(context(signalling), offer);
    await call.answer();
    const pc = FakePeerConnection.last!;
    vi.useFakeTimers();
    pc.becomes("disconnected");
    pc.becomes("connected");
    await vi.advanceTimersByTimeAsync(1_500);
    expect(pc.restarts).toBe(0);
  });

  it("ends the call when the connection closes", async () => {
    const { signalling } = fakeSignalling();
    const call = VideoCall.incoming(context(signalling), offer);
    await call.answer();
    FakePeerConnection.last!.becomes("closed");
    expect(useVideoCallStore.getState().phase).toBe("idle");
  });
});

describe("hold while a SIP call has the line (spec 1 §4)", () => {
  it("sends nothing and silences the far side on hold, and resumes what the user chose", async () => {
    const microphone = fakeTrack("audio");
    const camera = fakeTrack("video");
    vi.mocked(openCamera).mockResolvedValue(
      new FakeMediaStream([microphone, camera]) as unknown as MediaStream,
    );
    const { signalling } = fakeSignalling();
    const call = VideoCall.incoming(context(signalling), offer);
    await call.answer();
    const pc = FakePeerConnection.last!;
    const farSound = fakeTrack("audio");
    pc.dispatchEvent(Object.assign(new Event("track"), { track: farSound }));

    call.toggleMute();
    call.hold(true);
    expect(useVideoCallStore.getState().held).toBe(true);
    await vi.waitFor(() => expect(pc.sending("video")).toBeNull());
    expect(pc.sending("audio")).toBeNull();
    expect([microphone.enabled, camera.enabled, farSound.enabled]).toEqual([false, false, false]);

    call.hold(false);
    await vi.waitFor(() => expect(pc.sending("video")).toBe(camera));
    expect(pc.sending("audio")).toBe(microphone);
    // Still muted, as the user left it; the camera and the far side's sound are back.
    expect([microphone.enabled, camera.enabled, farSound.enabled]).toEqual([false, true, true]);
  });
});

describe("a signalling drop mid-call", () => {
  it("says 'error on connection, trying to reconnect' while the socket is away, and goes on when it is back", async () => {
    const { signalling } = fakeSignalling();
    const call = VideoCall.incoming(context(signalling), offer);
    await call.answer();
    const pc = FakePeerConnection.last!;
    pc.becomes("connected");
    call.signallingLost();
    expect(useVideoCallStore.getState()).toMatchObject({ phase: "reconnecting", signallingLost: true });
    // The peer-to-peer media does not make the call sound while the server cannot be reached.
    pc.becomes("disconnected");
    pc.becomes("connected");
    expect(useVideoCallStore.getState().phase).toBe("reconnecting");
    call.signallingBack();
    expect(useVideoCallStore.getState()).toMatchObject({ phase: "connected", signallingLost: false });
  });

  it("ends with 'User disconnected' when the server ended the call while the socket was away", async () => {
    const { signalling } = fakeSignalling();
    const call = VideoCall.incoming(context(signalling), offer);
    await call.answer();
    call.signallingLost();
    call.handleHangUp({ callId: "c9", reason: "userDisconnected" });
    expect(useVideoCallStore.getState()).toMatchObject({ phase: "idle", notice: "userDisconnected" });
  });

  it("ends a ringing offer at once: the server has cancelled it", () => {
    const { signalling } = fakeSignalling();
    VideoCall.incoming(context(signalling), offer).signallingLost();
    expect(useVideoCallStore.getState().phase).toBe("idle");
  });
});
