import { WebSocket } from "ws";

const SDP = [
  "v=0",
  "o=- 1 1 IN IP4 127.0.0.1",
  "s=-",
  "t=0 0",
  "m=audio 9 UDP/TLS/RTP/SAVPF 111",
  "c=IN IP4 0.0.0.0",
  "a=rtpmap:111 opus/48000/2",
  "a=sendrecv",
  "",
].join("\r\n");

interface Description {
  type: string;
  sdp: string;
}

/**
 * Just enough of RTCPeerConnection for JsSIP to offer and answer with no media: the proxy only
 * carries SDP, so signalling can be tested in Node without a WebRTC stack.
 */
class FakePeerConnection extends EventTarget {
  iceGatheringState = "complete";
  iceConnectionState = "new";
  signalingState = "stable";
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;

  createOffer(): Promise<Description> {
    return Promise.resolve({ type: "offer", sdp: SDP });
  }

  createAnswer(): Promise<Description> {
    return Promise.resolve({ type: "answer", sdp: SDP });
  }

  setLocalDescription(description: Description): Promise<void> {
    this.localDescription = description;
    this.signalingState = description.type === "offer" ? "have-local-offer" : "stable";
    return Promise.resolve();
  }

  setRemoteDescription(description: Description): Promise<void> {
    this.remoteDescription = description;
    this.signalingState = description.type === "offer" ? "have-remote-offer" : "stable";
    return Promise.resolve();
  }

  getSenders(): unknown[] {
    return [];
  }

  getReceivers(): unknown[] {
    return [];
  }

  addTrack(): void {}

  close(): void {}
}

class FakeSessionDescription {
  readonly type: string;
  readonly sdp: string;

  constructor(init: Description) {
    this.type = init.type;
    this.sdp = init.sdp;
  }
}

/** JsSIP reads these browser globals; Node 20 has none of them. Returns the function that removes them. */
export function installBrowserGlobals(): () => void {
  const globals: Record<string, unknown> = {
    window: globalThis,
    WebSocket,
    RTCPeerConnection: FakePeerConnection,
    RTCSessionDescription: FakeSessionDescription,
  };
  const scope = globalThis as Record<string, unknown>;
  const previous = Object.fromEntries(Object.keys(globals).map((name) => [name, scope[name]]));
  Object.assign(scope, globals);
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete scope[name];
      else scope[name] = value;
    }
  };
}
