import type {
  CallCancelledEvent,
  CallStatusEvent,
  HangUpEvent,
  IceCandidate,
  IceServer,
  IncomingCallEvent,
  SessionDescription,
  VideoErrorCode,
} from "@mobex/contracts/video";
import { ICE_RESTART_CHECK_MS, ICE_RESTART_RETRY_MS } from "@mobex/contracts/video";
import type { VideoSignalling } from "../../../services/video/video-signalling";
import { reportMissedVideoCall } from "../model/missed-video-calls";
import { type VideoNotice, useVideoCallStore, videoCallTransitions } from "../model/video-call-store";
import { useVideoStreamsStore } from "../model/video-streams-store";
import { openCamera, openScreen } from "./video-media";
import { VideoPeer } from "./video-peer";

export interface VideoCallContext {
  readonly signalling: VideoSignalling;
  readonly iceServers: readonly IceServer[];
  /** The runtime forgets the call. */
  readonly onEnded: (call: VideoCall) => void;
}

/** spec 1 §5, §8: what the caller reads when the server refuses the offer. */
const refusalNotice = (code: VideoErrorCode): VideoNotice =>
  code === "callingYourself" ? "callingYourself" : "unavailable";

const statusNotice: Record<CallStatusEvent["status"], VideoNotice | undefined> = {
  ringing: undefined,
  answered: undefined,
  unavailable: "unavailable",
  declined: "declined",
  noAnswer: "noAnswer",
};

/**
 * One video call, from the offer to its end (spec 1 §4 "Video call"): the camera, the peer
 * connection, the ICE restart watch and the screen share. Its phase lives in the video call store.
 */
export class VideoCall {
  #callId: string | null;
  #offer: SessionDescription | null = null;
  #peer: VideoPeer | null = null;
  #camera: MediaStream | null = null;
  #screen: MediaStreamTrack | null = null;
  #restartCheck: ReturnType<typeof setTimeout> | undefined;
  #ended = false;
  /** This device took the incoming call. */
  #answered = false;
  /** The other party can take our candidates: the caller knows the callId, the callee has sent its answer. */
  #trickling = false;
  /** Candidates met before there is somewhere to put them: ours before we may trickle, theirs before the peer. */
  readonly #localCandidates: IceCandidate[] = [];
  readonly #remoteCandidates: IceCandidate[] = [];

  private constructor(
    private readonly context: VideoCallContext,
    callId: string | null,
  ) {
    this.#callId = callId;
  }

  get callId(): string | null {
    return this.#callId;
  }

  /** Places a call to `number` ('Calling...' is already shown). */
  static outgoing(context: VideoCallContext, number: string): VideoCall {
    const call = new VideoCall(context, null);
    void call.#dial(number);
    return call;
  }

  /** Rings for an offer ('Incoming video call'). */
  static incoming(context: VideoCallContext, event: IncomingCallEvent): VideoCall {
    const call = new VideoCall(context, event.callId);
    call.#offer = event.sdp;
    videoCallTransitions.offered({ number: event.from, name: event.name || event.from });
    return call;
  }

  async answer(): Promise<void> {
    const offer = this.#offer;
    if (offer === null || this.#callId === null || this.#answered) return;
    this.#answered = true;
    videoCallTransitions.accepted();
    const peer = await this.#openPeer(true);
    if (peer === null) {
      this.context.signalling.send("refuseCall", { callId: this.#callId });
      return;
    }
    const answer = await peer.answer(offer);
    if (answer.type !== "answer" || this.#ended) return;
    this.context.signalling.send("rsdp", { callId: this.#callId, sdp: { type: "answer", sdp: answer.sdp } });
    // The server relays a callee's candidates only once its device has answered.
    this.#startTrickling();
  }

  decline(): void {
    if (this.#callId !== null) this.context.signalling.send("refuseCall", { callId: this.#callId });
    this.end(null);
  }

  hangUp(): void {
    if (this.#callId !== null) this.context.signalling.send("hangUp", { callId: this.#callId });
    this.end(null);
  }

  toggleMute(): void {
    videoCallTransitions.muteToggled();
    void this.#applyMedia();
  }

  toggleCamera(): void {
    videoCallTransitions.cameraToggled();
    void this.#applyMedia();
  }

  /**
   * spec 1 §4 "Becoming active unholds; becoming inactive holds": on hold the microphone and the
   * camera send nothing (their senders carry no track, so no renegotiation) and the far side is
   * not heard; the far side's frames stop.
   */
  hold(held: boolean): void {
    if (this.#ended) return;
    videoCallTransitions.holdChanged(held);
    void this.#applyMedia();
  }

  /**
   * The signalling socket dropped. An answered call's peer-to-peer media goes on while socket.io
   * reconnects, and the server keeps the call for this device a while (VideoSwitchboard
   * VIDEO_RECONNECT_GRACE_MS); should it end it meanwhile, it sends `hangUp` once the socket is
   * back ('User disconnected'). A ringing offer cannot wait: the server has cancelled it.
   */
  signallingLost(): void {
    if (this.#ended) return;
    const { phase } = useVideoCallStore.getState();
    if (phase === "calling" || phase === "incoming") this.end(null);
    else videoCallTransitions.signallingLost();
  }

  /** The socket is back (and the number announced): the call goes on as its media does. */
  signallingBack(): void {
    if (this.#ended || !useVideoCallStore.getState().signallingLost) return;
    const state = this.#peer?.connectionState;
    videoCallTransitions.signallingBack(
      state === "connected"
        ? "connected"
        : state === "disconnected" || state === "failed"
          ? "reconnecting"
          : "connecting",
    );
  }

  async toggleScreenShare(): Promise<void> {
    if (this.#screen !== null) {
      this.#stopSharing();
      return;
    }
    // A refused or cancelled picker leaves the camera as it was.
    const screen = await openScreen().catch(() => null);
    if (screen === null) return;
    if (this.#ended) {
      screen.stop();
      return;
    }
    this.#screen = screen;
    // The browser's own "Stop sharing" bar ends the track.
    screen.addEventListener("ended", () => this.#stopSharing());
    videoCallTransitions.sharingChanged(true);
    useVideoStreamsStore.setState({ local: new MediaStream([screen]) });
    await this.#applyMedia();
  }

  // ── signalling events for this call ─────────────────────────────────────────────────────────
  handleStatus({ status }: CallStatusEvent): void {
    const notice = statusNotice[status];
    if (notice !== undefined) this.end(notice);
  }

  handleRemoteAnswer(answer: SessionDescription): void {
    videoCallTransitions.remoteAnswered();
    void this.#peer?.accept(answer);
  }

  handleSdp(description: SessionDescription): void {
    void this.#peer?.renegotiate(description);
  }

  handleCandidate(candidate: IceCandidate): void {
    if (this.#peer === null) this.#remoteCandidates.push(candidate);
    else void this.#peer.addCandidate(candidate);
  }

  handleCancelled({ reason }: CallCancelledEvent, from: { number: string; name: string }): void {
    // Only a ringing device stops ringing: the one that answered keeps its call (the server may
    // tell every device of the callee, this one included, that the call was answered).
    if (this.#answered) return;
    if (reason === "cancelled" || reason === "noAnswer") {
      reportMissedVideoCall({ number: from.number, from: from.name, at: Date.now() });
    }
    this.end(null);
  }

  handleHangUp({ reason }: HangUpEvent): void {
    this.end(reason === "userDisconnected" ? "userDisconnected" : null);
  }

  /** Releases the camera, the screen and the peer connection; `notice` says why, if not the user's own doing. */
  end(notice: VideoNotice | null): void {
    if (this.#ended) return;
    this.#ended = true;
    clearTimeout(this.#restartCheck);
    this.#peer?.close();
    for (const track of this.#camera?.getTracks() ?? []) track.stop();
    this.#screen?.stop();
    useVideoStreamsStore.setState({ local: null, remote: null });
    videoCallTransitions.ended(notice);
    this.context.onEnded(this);
  }

  // ── inside ──────────────────────────────────────────────────────────────────────────────────
  async #dial(number: string): Promise<void> {
    const peer = await this.#openPeer(false);
    if (peer === null) return;
    const offer = await peer.offer();
    if (offer.type !== "offer") return;
    const ack = await this.context.signalling.callUser({
      to: number,
      sdp: { type: "offer", sdp: offer.sdp },
    });
    if (!ack.ok) {
      this.end(refusalNotice(ack.error.code));
      return;
    }
    this.#callId = ack.callId;
    // Hung up while the server was still taking the offer.
    if (this.#ended) {
      this.context.signalling.send("hangUp", { callId: ack.callId });
      return;
    }
    this.#startTrickling();
  }

  /** The camera and the peer connection; null (the call ended with the device text) when the camera fails. */
  async #openPeer(polite: boolean): Promise<VideoPeer | null> {
    try {
      this.#camera = await openCamera();
    } catch {
      this.end("mediaError");
      return null;
    }
    if (this.#ended) {
      for (const track of this.#camera.getTracks()) track.stop();
      return null;
    }
    useVideoStreamsStore.setState({ local: this.#camera });
    const peer = new VideoPeer(this.context.iceServers, this.#camera, polite);
    this.#peer = peer;
    peer.on("candidate", (candidate) => this.#sendCandidate(candidate));
    peer.on("description", (sdp) => {
      if (this.#callId !== null) this.context.signalling.send("sdp", { callId: this.#callId, sdp });
    });
    peer.on("remoteStream", (remote) => {
      useVideoStreamsStore.setState({ remote });
      void this.#applyMedia();
    });
    peer.on("connectionState", (state) => this.#handleConnectionState(state));
    for (const candidate of this.#remoteCandidates.splice(0)) void peer.addCandidate(candidate);
    // A call placed or answered while a SIP call holds the line starts held.
    void this.#applyMedia();
    return peer;
  }

  #sendCandidate(candidate: IceCandidate): void {
    if (!this.#trickling || this.#callId === null) this.#localCandidates.push(candidate);
    else this.context.signalling.send("iceCandidate", { callId: this.#callId, candidate });
  }

  #startTrickling(): void {
    this.#trickling = true;
    for (const candidate of this.#localCandidates.splice(0)) this.#sendCandidate(candidate);
  }

  /** spec 1 §4: disconnected or failed triggers an ICE restart, checked after 1.5 s; closed ends the call. */
  #handleConnectionState(state: RTCPeerConnectionState): void {
    switch (state) {
      case "connected":
        clearTimeout(this.#restartCheck);
        this.#restartCheck = undefined;
        videoCallTransitions.mediaFlowing();
        return;
      case "disconnected":
      case "failed":
        videoCallTransitions.connectionLost();
        this.#scheduleRestartCheck();
        return;
      case "closed":
        this.end(null);
        return;
      case "new":
      case "connecting":
        return;
    }
  }

  #scheduleRestartCheck(delayMs = ICE_RESTART_CHECK_MS): void {
    if (this.#restartCheck !== undefined) return;
    this.#restartCheck = setTimeout(() => {
      this.#restartCheck = undefined;
      const state = this.#peer?.connectionState;
      if (this.#ended || (state !== "disconnected" && state !== "failed")) return;
      void this.#peer?.restartIce();
      // Checked again until the path is back or the call ends, leaving this restart time to finish.
      this.#scheduleRestartCheck(ICE_RESTART_RETRY_MS);
    }, delayMs);
  }

  #stopSharing(): void {
    if (this.#screen === null) return;
    this.#screen.stop();
    this.#screen = null;
    videoCallTransitions.sharingChanged(false);
    if (!this.#ended) useVideoStreamsStore.setState({ local: this.#camera });
    void this.#applyMedia();
  }

  /**
   * What the user chose, applied to the tracks: the shared screen, else the camera unless it is
   * turned off (then no frames reach the far side); the microphone unless muted; nothing on hold,
   * when the far side's sound is silenced too.
   */
  async #applyMedia(): Promise<void> {
    const { cameraOff, muted, held } = useVideoCallStore.getState();
    const camera = this.#camera?.getVideoTracks()[0] ?? null;
    const microphone = this.#camera?.getAudioTracks()[0] ?? null;
    if (camera !== null) camera.enabled = !cameraOff && !held;
    if (microphone !== null) microphone.enabled = !muted && !held;
    for (const track of useVideoStreamsStore.getState().remote?.getAudioTracks() ?? []) track.enabled = !held;
    await this.#peer?.sendAudio(held ? null : microphone);
    await this.#peer?.sendVideo(held ? null : (this.#screen ?? (cameraOff ? null : camera)));
  }
}
