import type { IceServer } from "@mobex/contracts/video";
import { renewApiSession, sessionToken } from "../../../shared/api/api-client";
import { VideoSignalling } from "../../../services/video/video-signalling";
import { incomingVideoTreatment } from "../model/incoming-video-policy";
import { useVideoCallStore, videoCallTransitions } from "../model/video-call-store";
import { VideoCall, type VideoCallContext } from "./video-call";
import type { VideoRuntime } from "./video-runtime-api";

// The phone opens the video socket once it is ready, a moment after the page loads.
const ONLINE_WAIT_MS = 10_000;

/**
 * The signalling socket while video is on, and the one video call at a time: routes the server's
 * events to the call they name (spec 1 §7). Lives for the page, like the phone runtime.
 */
class VideoRuntimeService implements VideoRuntime {
  #signalling: VideoSignalling | null = null;
  #iceServers: readonly IceServer[] = [];
  /** Resolves once the server took this device's number (setNumber), so that a call can be placed. */
  #registered: Promise<boolean> = Promise.resolve(false);
  #call: VideoCall | null = null;
  // A call placed in the moment after the page loads, before the socket is opened, waits for it.
  #wentOnline: () => void = () => undefined;
  #online: Promise<void> = this.#nextOnline();

  goOnline(socketUrl: string): () => void {
    if (this.#signalling !== null) return () => this.#goOffline();
    const signalling = new VideoSignalling(socketUrl, { token: sessionToken, renew: renewApiSession });
    this.#signalling = signalling;
    this.#registered = new Promise((resolve) => {
      signalling.on("online", () => {
        const announced = this.#announce(signalling);
        resolve(announced);
        // The server gives the call back to this device once it has announced itself again.
        void announced.then((ok) => {
          if (ok) this.#call?.signallingBack();
        });
      });
      signalling.on("state", (state) => {
        if (state === "failed" || state === "disposed") resolve(false);
      });
    });
    signalling.on("state", (state) => {
      if (state === "connecting" || state === "renewing") this.#call?.signallingLost();
      // No way back to the server: it has ended the call, as for a socket that dropped.
      if (state === "failed") this.#call?.end("userDisconnected");
    });
    this.#route(signalling);
    signalling.connect();
    this.#wentOnline();
    return () => this.#goOffline();
  }

  call(number: string): void {
    if (this.#call !== null) return;
    // Offline (video off, or no socket within ONLINE_WAIT_MS) #registered is false: 'User unavailable'.
    const online = Promise.race([
      this.#online,
      new Promise((resolve) => setTimeout(resolve, ONLINE_WAIT_MS)),
    ]);
    void online
      .then(() => this.#registered)
      .then((registered) => {
        const signalling = this.#signalling;
        // Hung up while the socket was still connecting.
        if (useVideoCallStore.getState().phase !== "calling") return;
        if (!registered || signalling === null) {
          videoCallTransitions.ended("unavailable");
          return;
        }
        this.#call = VideoCall.outgoing(this.#contextFor(signalling), number);
      });
  }

  answer(): void {
    void this.#call?.answer();
  }

  decline(): void {
    this.#call?.decline();
  }

  hangUp(): void {
    if (this.#call !== null) this.#call.hangUp();
    else videoCallTransitions.ended(null);
  }

  toggleMute(): void {
    this.#call?.toggleMute();
  }

  toggleCamera(): void {
    this.#call?.toggleCamera();
  }

  toggleScreenShare(): void {
    void this.#call?.toggleScreenShare();
  }

  hold(held: boolean): void {
    this.#call?.hold(held);
  }

  async #announce(signalling: VideoSignalling): Promise<boolean> {
    const number = useVideoCallStore.getState().ownNumber;
    if (number === null) return false;
    const ack = await signalling.setNumber(number, true);
    if (!ack.ok) return false;
    this.#iceServers = ack.iceServers;
    return true;
  }

  #route(signalling: VideoSignalling): void {
    const forCall = (callId: string) => (this.#call?.callId === callId ? this.#call : null);
    signalling.on("incomingCall", (event) => {
      // One video call at a time: a second offer meets a busy line; so does one while a SIP
      // call is answered and call waiting is off (spec 1 §4).
      if (this.#call !== null) {
        signalling.send("refuseCall", { callId: event.callId });
        return;
      }
      if (incomingVideoTreatment() === "busy") {
        signalling.send("refuseCall", { callId: event.callId, busy: true });
        return;
      }
      this.#call = VideoCall.incoming(this.#contextFor(signalling), event);
    });
    signalling.on("callStatus", (event) => forCall(event.callId)?.handleStatus(event));
    signalling.on("rsdp", (event) => forCall(event.callId)?.handleRemoteAnswer(event.sdp));
    signalling.on("sdp", (event) => forCall(event.callId)?.handleSdp(event.sdp));
    signalling.on("iceCandidate", (event) => forCall(event.callId)?.handleCandidate(event.candidate));
    signalling.on("hangUp", (event) => forCall(event.callId)?.handleHangUp(event));
    signalling.on("callCancelled", (event) => {
      const peer = useVideoCallStore.getState().peer;
      if (peer !== null) forCall(event.callId)?.handleCancelled(event, peer);
    });
  }

  #contextFor(signalling: VideoSignalling): VideoCallContext {
    return {
      signalling,
      iceServers: this.#iceServers,
      onEnded: (ended) => {
        if (this.#call === ended) this.#call = null;
      },
    };
  }

  #goOffline(): void {
    this.#call?.hangUp();
    this.#signalling?.dispose();
    this.#signalling = null;
    this.#registered = Promise.resolve(false);
    this.#online = this.#nextOnline();
  }

  #nextOnline(): Promise<void> {
    return new Promise((resolve) => (this.#wentOnline = resolve));
  }
}

export const videoRuntime: VideoRuntime = new VideoRuntimeService();
