import { TypedEmitter } from "../sip/typed-emitter";
import { type Jsep, type JanusMessage, pluginResult } from "./janus-wire";

/** What a handle needs from its session: send a request naming the handle. */
export interface HandleTransport {
  request(
    message: Record<string, unknown>,
    completion: "ack" | "success" | "event",
    handleId?: string | number,
  ): Promise<JanusMessage>;
}

export interface PluginAnswer {
  readonly data: Record<string, unknown>;
  readonly jsep?: Jsep | undefined;
}

export interface JanusHandleEvents {
  /** A plugin event not answering a request of ours (publishers joined, talking, updated offers…). */
  event: PluginAnswer;
  /** Janus's PeerConnection is up (ICE + DTLS done). */
  webrtcup: undefined;
  /** Janus closed the PeerConnection of this handle. */
  hangup: { readonly reason: string };
  /** The handle is gone: detached by Janus or with its session. */
  detached: undefined;
}

/** A handle attached to a plugin (rest.html "attach"): plugin messages, trickle, detach. */
export class JanusHandle extends TypedEmitter<JanusHandleEvents> {
  #detached = false;

  constructor(
    private readonly transport: HandleTransport,
    readonly id: string | number,
    private readonly onGone: () => void,
  ) {
    super();
  }

  /** A plugin request; resolves with the plugin's answer (sync `success` or async `event`), rejects with its error. */
  async message(body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit): Promise<PluginAnswer> {
    const answer = await this.transport.request(
      { janus: "message", body, ...(jsep === undefined ? {} : { jsep: { type: jsep.type, sdp: jsep.sdp } }) },
      "event",
      this.id,
    );
    return { data: pluginResult(answer.plugindata?.data ?? {}), jsep: answer.jsep };
  }

  /** Trickles one local candidate, or the end of candidates when null. */
  trickle(candidate: RTCIceCandidate | null): void {
    if (this.#detached) return;
    const payload =
      candidate === null
        ? { completed: true }
        : {
            candidate: candidate.candidate,
            sdpMid: candidate.sdpMid,
            sdpMLineIndex: candidate.sdpMLineIndex,
          };
    this.transport.request({ janus: "trickle", candidate: payload }, "ack", this.id).catch(() => undefined);
  }

  /** Called by the session for messages whose `sender` is this handle. */
  receive(message: JanusMessage): void {
    switch (message.janus) {
      case "event":
        if (message.plugindata !== undefined)
          this.emit("event", { data: message.plugindata.data, jsep: message.jsep });
        return;
      case "webrtcup":
        this.emit("webrtcup", undefined);
        return;
      case "hangup":
        this.emit("hangup", { reason: message.reason ?? "hangup" });
        return;
      case "detached":
        this.closedWithSession();
        return;
      default:
        return;
    }
  }

  closedWithSession(): void {
    if (this.#detached) return;
    this.#detached = true;
    this.onGone();
    this.emit("detached", undefined);
    this.removeAllListeners();
  }

  /** Detaches from the plugin; the handle's listeners go with it. */
  async detach(): Promise<void> {
    if (this.#detached) return;
    try {
      await this.transport.request({ janus: "detach" }, "success", this.id);
    } finally {
      this.closedWithSession();
    }
  }
}
