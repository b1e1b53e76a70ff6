import { conferenceTexts } from "@mobex/contracts/conference";
import { JanusConnection } from "../../../../services/janus/janus-connection";
import { JanusError } from "../../../../services/janus/janus-wire";
import { TextRoomClient } from "../../../../services/janus/textroom";
import { VideoRoomPublisher } from "../../../../services/janus/videoroom-publisher";
import { VideoRoomSubscriber } from "../../../../services/janus/videoroom-subscriber";
import type { VideoRoomEvent } from "../../../../services/janus/videoroom-events";
import type { ConferenceLive as LiveChannel } from "../../../../services/conference-live/conference-live-client";
import { type LocalMedia, applyQuality, openScreen } from "./local-media";
import { RemoteFeeds, SCREEN_PREFIX } from "./remote-feeds";
import { connectRoomChat } from "./room-chat";
import {
  type CameraQuality,
  type Participant,
  feedsOf,
  initialRoomState,
  patchParticipant,
  useRoomStore,
} from "./room-store";
import { CameraEffects } from "./camera-effects";
import { playHandRaisedSound } from "./hand-raised-sound";
import { removePinRequest, usePinRequestsStore } from "./pin-requests-store";
import { useVideoEffectStore } from "./video-effect-store";

export interface RoomEntry {
  readonly roomId: string;
  readonly title: string;
  readonly janusUrl: string;
  readonly pin: string;
  readonly iceServers: readonly RTCIceServer[];
  readonly selfId: string;
  readonly name: string;
  readonly media: LocalMedia;
  readonly live: LiveChannel | null;
}

/** spec 2 §8 "Video room codes": what Janus's refusal means to the user. */
export function janusFailureText(error: unknown): string {
  if (error instanceof JanusError) {
    if (error.code === 426) return "The room is not available or does not exist";
    // 429 as the spec lists it; a real Janus says 433 for a wrong pin.
    if (error.code === 429 || error.code === 433) return "Issue occurred checking authentication, try again";
  }
  if (error instanceof Error && error.message === "Connectivity error") return "Connectivity error";
  return conferenceTexts.joinFailed;
}

function ownParticipant(
  id: string,
  display: string,
  screenOf: string | null,
  videoTrack: MediaStreamTrack | null,
  audioTrack: MediaStreamTrack | null,
): Participant {
  return {
    id,
    display,
    screenOf,
    own: true,
    talking: false,
    handRaised: false,
    audioMuted: false,
    videoMuted: false,
    hasVideo: videoTrack !== null,
    videoTrack,
    audioTrack,
  };
}

/**
 * A participant's presence in one room: the Janus session with its publisher, the shared screen's
 * publisher, the subscriber of the others' feeds and the room chat, plus the live channel. Every
 * part is closed by `leave` (or when the session is lost), which resets the room store.
 */
export class RoomSession {
  #screen: VideoRoomPublisher | null = null;
  #left = false;
  readonly #feeds: RemoteFeeds;
  readonly #chat: ReturnType<typeof connectRoomChat>;
  readonly #effects: CameraEffects;

  private constructor(
    private readonly entry: RoomEntry,
    private readonly connection: JanusConnection,
    private readonly publisher: VideoRoomPublisher,
    subscriber: VideoRoomSubscriber,
    textRoom: TextRoomClient,
    private readonly onEnded: (reason: string | null) => void,
  ) {
    this.#feeds = new RemoteFeeds(subscriber);
    this.#chat = connectRoomChat(textRoom);
    this.#effects = new CameraEffects(entry.media.stream.getVideoTracks()[0] ?? null, {
      publish: (track) => publisher.replaceTrack("video", track),
      show: (track) => patchParticipant(entry.selfId, { videoTrack: track }),
    });
    publisher.on("room", (event) => this.#onRoomEvent(event));
    const lost = () => this.#end("Connectivity error");
    connection.on("closed", lost);
    publisher.on("closed", ({ reason }) => {
      if (reason !== "left" && reason !== "disposed") lost();
    });
    this.#textRoom = textRoom;
    this.#subscriber = subscriber;
  }

  readonly #textRoom: TextRoomClient;
  readonly #subscriber: VideoRoomSubscriber;

  /** Connects to Janus, publishes the camera and microphone, joins the chat and subscribes to the others. */
  static async enter(entry: RoomEntry, onEnded: (reason: string | null) => void): Promise<RoomSession> {
    const connection = await JanusConnection.open(entry.janusUrl);
    try {
      const publisher = await VideoRoomPublisher.join(connection, {
        room: entry.roomId,
        id: entry.selfId,
        display: entry.name,
        pin: entry.pin,
        iceServers: entry.iceServers,
      });
      const { bandwidthKbps } = useRoomStore.getState();
      await publisher.publish(entry.media.stream, bandwidthKbps * 1000);
      const textRoom = await TextRoomClient.open(connection, entry.iceServers);
      await textRoom.join(entry.roomId, entry.selfId, entry.name, entry.pin);
      const subscriber = new VideoRoomSubscriber(connection, {
        room: entry.roomId,
        pin: entry.pin,
        privateId: publisher.privateId,
        iceServers: entry.iceServers,
      });
      const stream = entry.media.stream;
      useRoomStore.setState({
        phase: "inRoom",
        roomId: entry.roomId,
        title: entry.title,
        startTime: Date.now(),
        selfId: entry.selfId,
        selfName: entry.name,
        localStream: stream,
        speakerId: localStorage.getItem("audiooutput") ?? "",
        participants: {
          [entry.selfId]: ownParticipant(
            entry.selfId,
            entry.name,
            null,
            stream.getVideoTracks()[0] ?? null,
            null,
          ),
        },
        cameraPermission: entry.media.camera === "denied" ? "denied" : "granted",
        microphonePermission: entry.media.microphone === "denied" ? "denied" : "granted",
      });
      const session = new RoomSession(entry, connection, publisher, subscriber, textRoom, onEnded);
      session.#feeds.add(publisher.present);
      session.#joinLive();
      void session.applyEffect();
      return session;
    } catch (error) {
      connection.dispose();
      throw error;
    }
  }

  #joinLive(): void {
    const live = this.entry.live;
    if (live === null) return;
    live.onStatus(({ userId, status }) => {
      const state = useRoomStore.getState();
      const camera = state.participants[userId];
      if (camera === undefined || camera.own) return;
      if (status.handRaised && !camera.handRaised) playHandRaisedSound();
      for (const feed of feedsOf(state, userId))
        patchParticipant(feed.id, feed.id === userId ? status : { handRaised: status.handRaised });
      this.#feeds.replan();
    });
    live.onLeave(({ userId }) => {
      // spec 2 §4: "A participant who leaves is unsubscribed unless still listed as a publisher" — Janus's
      // leaving event removes the feed; the live channel's leave only clears their status.
      patchParticipant(userId, { handRaised: false });
    });
    live.join(this.entry.roomId, this.entry.selfId);
    this.#sendStatus();
  }

  #sendStatus(): void {
    const { handRaised, audioMuted, videoMuted } = useRoomStore.getState();
    this.entry.live?.sendStatus(this.entry.roomId, this.entry.selfId, { handRaised, audioMuted, videoMuted });
  }

  #onRoomEvent(event: VideoRoomEvent): void {
    switch (event.kind) {
      case "publishers":
        this.#feeds.add(event.publishers);
        return;
      case "unpublished":
      case "leaving":
        this.#feeds.remove(event.feedId);
        return;
      case "talking":
        patchParticipant(event.feedId, { talking: event.talking });
        this.#feeds.replan();
        return;
    }
  }

  toggleAudio(): void {
    const audioMuted = !useRoomStore.getState().audioMuted;
    for (const track of this.entry.media.stream.getAudioTracks()) track.enabled = !audioMuted;
    useRoomStore.setState({ audioMuted });
    patchParticipant(this.entry.selfId, { audioMuted });
    this.publisher.configure({ audio: !audioMuted }).catch(() => undefined);
    this.#sendStatus();
  }

  toggleVideo(): void {
    const videoMuted = !useRoomStore.getState().videoMuted;
    for (const track of this.entry.media.stream.getVideoTracks()) track.enabled = !videoMuted;
    useRoomStore.setState({ videoMuted });
    patchParticipant(this.entry.selfId, { videoMuted });
    this.publisher.configure({ video: !videoMuted }).catch(() => undefined);
    this.#sendStatus();
    // The issue: processing stops while the camera is off.
    void this.applyEffect();
  }

  /** The background effect chosen in the effect store (spec 2 §2 "apply effects"), or the raw camera. */
  applyEffect(): Promise<void> {
    const { effect, background } = useVideoEffectStore.getState();
    return this.#effects.apply({ effect, background }, !useRoomStore.getState().videoMuted);
  }

  toggleHand(): void {
    const handRaised = !useRoomStore.getState().handRaised;
    useRoomStore.setState({ handRaised });
    patchParticipant(this.entry.selfId, { handRaised });
    this.#sendStatus();
  }

  /** Shares the screen as a feed of its own (`screen-<id>`), or stops sharing it. */
  async toggleScreen(): Promise<void> {
    if (this.#screen !== null) {
      await this.#stopScreen();
      return;
    }
    const track = await openScreen();
    if (track === null || this.#left) {
      track?.stop();
      return;
    }
    const screenId = `${SCREEN_PREFIX}${this.entry.selfId}`;
    const screen = await VideoRoomPublisher.join(this.connection, {
      room: this.entry.roomId,
      id: screenId,
      display: this.entry.name,
      pin: this.entry.pin,
      iceServers: this.entry.iceServers,
    });
    this.#screen = screen;
    await screen.publish(new MediaStream([track]), useRoomStore.getState().bandwidthKbps * 1000);
    // The browser's own "Stop sharing" ends the track.
    track.addEventListener("ended", () => void this.#stopScreen());
    useRoomStore.setState((state) => ({
      screenTrack: track,
      participants: {
        ...state.participants,
        [screenId]: ownParticipant(screenId, this.entry.name, this.entry.selfId, track, null),
      },
    }));
  }

  async #stopScreen(): Promise<void> {
    const screen = this.#screen;
    if (screen === null) return;
    this.#screen = null;
    const screenId = `${SCREEN_PREFIX}${this.entry.selfId}`;
    useRoomStore.getState().screenTrack?.stop();
    useRoomStore.setState((state) => {
      const participants = { ...state.participants };
      delete participants[screenId];
      return {
        screenTrack: null,
        participants,
        pinnedId: state.pinnedId === screenId ? null : state.pinnedId,
      };
    });
    await screen.leave();
  }

  setBandwidth(kbps: number): void {
    useRoomStore.setState({ bandwidthKbps: kbps });
    this.publisher.configure({ bitrateBps: kbps * 1000 }).catch(() => undefined);
  }

  setQuality(quality: CameraQuality): void {
    useRoomStore.setState({ quality });
    const track = this.entry.media.stream.getVideoTracks()[0];
    if (track !== undefined) applyQuality(track, quality).catch(() => undefined);
  }

  setMaxVisible(maxVisible: number): void {
    useRoomStore.setState({ maxVisible });
    this.#feeds.replan();
  }

  /** spec 2 §6: a pin on any tile but one's own camera; pinning again unpins. */
  togglePin(id: string): void {
    useRoomStore.setState((state) => ({ pinnedId: state.pinnedId === id ? null : id }));
    this.#feeds.replan();
  }

  toggleFavorite(id: string): void {
    useRoomStore.setState((state) => ({
      favorites: state.favorites.includes(id)
        ? state.favorites.filter((other) => other !== id)
        : [...state.favorites, id],
    }));
    this.#feeds.replan();
  }

  /** Puts another microphone or camera in place of the running one. */
  async replaceDevice(track: MediaStreamTrack): Promise<void> {
    const stream = this.entry.media.stream;
    const kind = track.kind === "audio" ? "audio" : "video";
    const old = kind === "audio" ? stream.getAudioTracks() : stream.getVideoTracks();
    const { audioMuted, videoMuted } = useRoomStore.getState();
    track.enabled = kind === "audio" ? !audioMuted : !videoMuted;
    // With an effect on, the new camera feeds the effect, whose output stays published.
    const throughEffect = kind === "video" && this.#effects.cameraChanged(track);
    if (!throughEffect) await this.publisher.replaceTrack(kind, track);
    for (const previous of old) {
      stream.removeTrack(previous);
      previous.stop();
    }
    stream.addTrack(track);
    if (kind === "video")
      patchParticipant(
        this.entry.selfId,
        throughEffect ? { hasVideo: true } : { videoTrack: track, hasVideo: true },
      );
  }

  /** A moderator's Allow (with the room's pin) or Deny for someone asking to join. */
  answerPinRequest(socketId: string, allow: boolean): void {
    this.entry.live?.answerPinRequest(socketId, allow, this.entry.pin);
    removePinRequest(socketId);
  }

  sendChat(text: string): Promise<void> {
    return this.#chat.send(text);
  }

  /** Statistics of every PeerConnection of the room (tests read inbound-rtp from them). */
  peerConnections(): RTCPeerConnection[] {
    return [
      this.publisher.peerConnection,
      this.#subscriber.peerConnection,
      this.#screen?.peerConnection ?? null,
    ].filter((pc): pc is RTCPeerConnection => pc !== null);
  }

  /** spec 2 §4: "Leaving stops all tracks, destroys the media connection, emits leave and resets state". */
  async leave(): Promise<void> {
    if (this.#left) return;
    await Promise.allSettled([this.#stopScreen(), this.publisher.leave()]);
    this.#end(null);
  }

  #end(reason: string | null): void {
    if (this.#left) return;
    this.#left = true;
    void this.#effects.dispose();
    for (const track of this.entry.media.stream.getTracks()) track.stop();
    useRoomStore.getState().screenTrack?.stop();
    this.#chat.dispose();
    this.#textRoom.dispose();
    this.#subscriber.dispose();
    this.#screen?.dispose();
    this.publisher.dispose();
    this.connection.dispose();
    if (this.entry.live !== null) {
      this.entry.live.leave(this.entry.roomId);
      this.entry.live.dispose();
    }
    useRoomStore.setState(initialRoomState);
    usePinRequestsStore.setState({ requests: [] });
    this.onEnded(reason);
  }
}
