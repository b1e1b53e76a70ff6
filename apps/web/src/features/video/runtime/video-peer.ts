import type { IceCandidate, IceServer, SessionDescription } from "@mobex/contracts/video";
import { VIDEO_MAX_BITRATE_BPS } from "@mobex/contracts/video";
import { TypedEmitter } from "../../../services/sip/typed-emitter";

interface VideoPeerEvents {
  /** A local candidate to trickle to the other party. */
  candidate: IceCandidate;
  /** A renegotiation description (an ICE restart's offer, or the answer to the other's offer). */
  description: SessionDescription;
  remoteStream: MediaStream;
  connectionState: RTCPeerConnectionState;
}

const asDescription = (description: RTCSessionDescription | null): SessionDescription => {
  if (description === null || (description.type !== "offer" && description.type !== "answer")) {
    throw new Error("No local offer or answer to send");
  }
  return { type: description.type, sdp: description.sdp };
};

/**
 * The peer connection of one video call (spec 1 §1: peer to peer). Renegotiation follows the
 * "perfect negotiation" pattern (W3C WebRTC §10.7): the callee is the polite peer, so that two ICE
 * restarts offered at once settle without a deadlock. Remote candidates wait for the remote
 * description they belong to.
 */
export class VideoPeer {
  readonly #events = new TypedEmitter<VideoPeerEvents>();
  readonly #pc: RTCPeerConnection;
  readonly #remote = new MediaStream();
  readonly #pendingCandidates: IceCandidate[] = [];
  #makingOffer = false;

  constructor(
    iceServers: readonly IceServer[],
    local: MediaStream,
    private readonly polite: boolean,
  ) {
    this.#pc = new RTCPeerConnection({ iceServers: [...iceServers] });
    for (const track of local.getTracks()) this.#pc.addTrack(track, local);
    this.#pc.addEventListener("icecandidate", ({ candidate }) => {
      if (candidate !== null) this.#events.emit("candidate", candidate.toJSON() as IceCandidate);
    });
    this.#pc.addEventListener("track", ({ track }) => {
      this.#remote.addTrack(track);
      this.#events.emit("remoteStream", this.#remote);
    });
    this.#pc.addEventListener("connectionstatechange", () =>
      this.#events.emit("connectionState", this.#pc.connectionState),
    );
  }

  on<K extends keyof VideoPeerEvents>(type: K, listener: (payload: VideoPeerEvents[K]) => void): () => void {
    return this.#events.on(type, listener);
  }

  get connectionState(): RTCPeerConnectionState {
    return this.#pc.connectionState;
  }

  /** The caller's initial offer. */
  async offer(): Promise<SessionDescription> {
    await this.#pc.setLocalDescription();
    return asDescription(this.#pc.localDescription);
  }

  /** The callee's answer to the initial offer. */
  async answer(offer: SessionDescription): Promise<SessionDescription> {
    await this.#setRemote(offer);
    await this.#pc.setLocalDescription();
    await this.#capVideoBitrate();
    return asDescription(this.#pc.localDescription);
  }

  /** The caller takes the callee's answer. */
  async accept(answer: SessionDescription): Promise<void> {
    await this.#setRemote(answer);
    await this.#capVideoBitrate();
  }

  /** A renegotiation description from the other party; an offer is answered with a `description` event. */
  async renegotiate(description: SessionDescription): Promise<void> {
    const collision =
      description.type === "offer" && (this.#makingOffer || this.#pc.signalingState !== "stable");
    if (collision && !this.polite) return;
    // A polite peer's setRemoteDescription rolls its own offer back (implicit rollback).
    await this.#setRemote(description);
    if (description.type !== "offer") return;
    await this.#pc.setLocalDescription();
    this.#events.emit("description", asDescription(this.#pc.localDescription));
  }

  /** spec 1 §4: an ICE restart, offered to the other party as a new description over `sdp`. */
  async restartIce(): Promise<void> {
    // Both sides see the path break and both restart: while the other side's offer is being
    // answered, that offer restarts ICE for both, and ours would meet a negotiation in progress.
    if (this.#pc.signalingState !== "stable") return;
    this.#pc.restartIce();
    this.#makingOffer = true;
    try {
      const offer = await this.#pc.createOffer({ iceRestart: true });
      // The other side's offer came while ours was made: the polite side took it instead (glare).
      if (this.#pc.signalingState !== "stable") return;
      await this.#pc.setLocalDescription(offer);
      this.#events.emit("description", asDescription(this.#pc.localDescription));
    } catch (error) {
      // Lost the same race one step later: the other side's restart is under way, as above.
      if (this.#pc.signalingState === "stable") throw error;
    } finally {
      this.#makingOffer = false;
    }
  }

  async addCandidate(candidate: IceCandidate): Promise<void> {
    if (this.#pc.remoteDescription === null) {
      this.#pendingCandidates.push(candidate);
      return;
    }
    await this.#pc.addIceCandidate(candidate);
  }

  /**
   * Sends another video track, or none (the far side's frames stop), without renegotiating
   * (spec 1 §9: screen share replaces the camera track).
   */
  async sendVideo(track: MediaStreamTrack | null): Promise<void> {
    await this.#send(this.#senderOf("video"), track);
  }

  /** Sends the microphone, or nothing (on hold: no audio packets reach the far side), without renegotiating. */
  async sendAudio(track: MediaStreamTrack | null): Promise<void> {
    await this.#send(this.#senderOf("audio"), track);
  }

  close(): void {
    this.#pc.close();
    this.#events.removeAllListeners();
  }

  #senderOf(kind: "audio" | "video"): RTCRtpSender | undefined {
    return this.#pc.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === kind)?.sender;
  }

  async #send(sender: RTCRtpSender | undefined, track: MediaStreamTrack | null): Promise<void> {
    if (sender !== undefined && sender.track !== track) await sender.replaceTrack(track);
  }

  async #setRemote(description: SessionDescription): Promise<void> {
    await this.#pc.setRemoteDescription(description);
    for (const candidate of this.#pendingCandidates.splice(0)) await this.#pc.addIceCandidate(candidate);
  }

  /** spec 1 §9: video bitrate 256000, through the sender's parameters rather than the SDP. */
  async #capVideoBitrate(): Promise<void> {
    const sender = this.#senderOf("video");
    if (sender === undefined) return;
    const parameters = sender.getParameters();
    const [first, ...others] = parameters.encodings.length > 0 ? parameters.encodings : [{}];
    parameters.encodings = [{ ...first, maxBitrate: VIDEO_MAX_BITRATE_BPS }, ...others];
    await sender.setParameters(parameters);
  }
}
