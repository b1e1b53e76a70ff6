import type { RTCDataChannel, RTCPeerConnection } from "werift";
import { readJsonObject } from "../core/json-object";
import { BodyError, parseBody } from "../core/parse-body";
import type {
  HandleLink,
  Jsep,
  MessageOutcome,
  PluginData,
  PluginInstance,
  TrickleCandidate,
} from "../core/plugin";
import { createPeer, gatheringComplete, localSdp, type RtcNetwork } from "../rtc/rtc-network";
import { TokenBucket } from "../core/token-bucket";
import { TextRoomError, TextRoomErrorCode } from "./textroom-errors";
import { describeParticipant, type TextParticipant, type TextRoomRegistry } from "./textroom-registry";
import {
  textAnnouncementRequest,
  textCreateRequest,
  textJoinRequest,
  textLeaveRequest,
  textMessageRequest,
  textRoomOnlyRequest,
} from "./textroom-requests";

export type TextRoomContext = {
  readonly registry: TextRoomRegistry;
  readonly network: RtcNetwork;
  readonly messagesPerSecond: number;
  readonly onError: (error: unknown) => void;
};

const codes = { missing: TextRoomErrorCode.MISSING_ELEMENT, invalid: TextRoomErrorCode.INVALID_ELEMENT };
const MAX_ROOMS_PER_HANDLE = 8;
/** The data channel label Janus opens for TextRoom. */
const CHANNEL_LABEL = "JanusDataChannel";
/** Channels one handle listens on: ours, janus.js's own, and a few labelled ones at most. */
const MAX_CHANNELS = 4;

/**
 * One `janus.plugin.textroom` handle: `setup` offers a data channel, `ack` takes the answer, and
 * the rooms' requests (join, message, leave, announcement) then flow over the channel as JSON.
 */
export class TextRoomHandle implements PluginInstance {
  private peer: RTCPeerConnection | undefined;
  private channel: RTCDataChannel | undefined;
  private channelCount = 0;
  private readonly joined = new Map<string, TextParticipant>();
  private readonly rate: TokenBucket;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly link: HandleLink,
    private readonly context: TextRoomContext,
  ) {
    this.rate = new TokenBucket(context.messagesPerSecond, context.messagesPerSecond * 2, Date.now());
  }

  message(body: Record<string, unknown>, jsep: Jsep | undefined, transaction: string): MessageOutcome {
    const request = body.request;
    if (request === "setup" || request === "ack") {
      this.queue = this.queue.then(async () => {
        try {
          const answer = request === "setup" ? await this.setup() : await this.acceptAnswer(jsep);
          this.link.pushEvent({ textroom: "event", result: "ok" }, answer, transaction);
        } catch (error) {
          this.link.pushEvent(errorData(error, undefined), undefined, transaction);
        }
      });
      return { kind: "async" };
    }
    // Everything else is answered at once; room requests may also come this way (as in Janus).
    return {
      kind: "sync",
      data: this.request({ ...body, textroom: body.textroom ?? request }, false) ?? { textroom: "success" },
    };
  }

  trickle(candidate: TrickleCandidate | null): void {
    if (candidate && this.peer) void this.peer.addIceCandidate(candidate).catch(() => undefined);
  }

  hangup(): void {
    this.leaveAll();
    this.channel = undefined;
    this.channelCount = 0;
    const peer = this.peer;
    this.peer = undefined;
    void peer?.close().catch(() => undefined);
  }

  destroy(): void {
    this.hangup();
  }

  private async setup(): Promise<Jsep> {
    if (this.peer) throw new TextRoomError(TextRoomErrorCode.ALREADY_SETUP, "PeerConnection already setup");
    const peer = createPeer(this.context.network);
    this.peer = peer;
    this.listenOn(peer.createDataChannel(CHANNEL_LABEL));
    // janus.js opens a channel of its own too (`tracks: [{type: "data"}]`) and may send on either:
    // like Janus, requests are taken on any channel the browser opens.
    peer.onDataChannel.subscribe((channel) => {
      if (this.peer === peer) this.listenOn(channel);
    });
    peer.connectionStateChange.subscribe((state) => {
      if (state === "connected") this.link.notifyWebrtcUp();
      if ((state === "failed" || state === "closed") && this.peer === peer) {
        this.hangup();
        this.link.notifyHangup(`ICE ${state}`);
      }
    });
    await peer.setLocalDescription(await peer.createOffer());
    await gatheringComplete(peer);
    return { type: "offer", sdp: localSdp(peer, this.context.network) };
  }

  /**
   * Requests on `channel` are answered on it, and the room's events follow to the channel the
   * browser last spoke on: the one it reads, whichever of the two it picked.
   */
  private listenOn(channel: RTCDataChannel): void {
    this.channelCount += 1;
    if (this.channelCount > MAX_CHANNELS) {
      channel.close();
      return;
    }
    this.channel ??= channel;
    channel.onMessage.subscribe((data) => {
      this.channel = channel;
      const text = typeof data === "string" ? data : data.toString("utf8");
      const reply = this.request(text, true);
      if (reply) this.sendOnChannel(reply);
    });
  }

  private async acceptAnswer(jsep: Jsep | undefined): Promise<undefined> {
    if (!this.peer) throw new TextRoomError(TextRoomErrorCode.INVALID_REQUEST, "Setup first");
    if (!jsep || jsep.type !== "answer")
      throw new TextRoomError(TextRoomErrorCode.MISSING_ELEMENT, "Missing element (jsep answer)");
    await this.peer.setRemoteDescription({ type: "answer", sdp: jsep.sdp });
    return undefined;
  }

  /** One room request (a data channel text or a plugin body); returns the reply, if one is due. */
  private request(input: string | Record<string, unknown>, overChannel: boolean): PluginData | undefined {
    let transaction: string | undefined;
    try {
      const body = typeof input === "string" ? parseJsonObject(input) : input;
      transaction = typeof body.transaction === "string" ? body.transaction : undefined;
      if (overChannel && !this.rate.take(Date.now()))
        throw new TextRoomError(TextRoomErrorCode.UNKNOWN_ERROR, "Too many requests");
      const reply = this.dispatch(body);
      return reply === undefined
        ? undefined
        : { ...reply, ...(transaction === undefined ? {} : { transaction }) };
    } catch (error) {
      return errorData(error, transaction);
    }
  }

  private dispatch(body: Record<string, unknown>): PluginData | undefined {
    const { registry } = this.context;
    switch (body.textroom) {
      case "join":
        return this.join(parseBody(textJoinRequest, body, codes));
      case "message": {
        const request = parseBody(textMessageRequest, body, codes);
        const room = registry.require(request.room);
        const self = this.joined.get(room.id);
        if (!self || room.participants.get(self.username) !== self)
          throw new TextRoomError(TextRoomErrorCode.NOT_IN_ROOM, `Not in room ${room.id}`);
        const targets = request.tos ?? (request.to === undefined ? undefined : [request.to]);
        const message = {
          textroom: "message",
          room: room.id,
          from: self.username,
          date: janusDate(),
          text: request.text,
        };
        if (targets) {
          for (const username of targets) {
            const target = room.participants.get(username);
            if (!target)
              throw new TextRoomError(
                TextRoomErrorCode.NO_SUCH_USER,
                `No such user ${username} in room ${room.id}`,
              );
            target.send({ ...message, whisper: true });
          }
        } else room.broadcast(message);
        return request.ack === false ? undefined : { textroom: "success" };
      }
      case "leave": {
        const request = parseBody(textLeaveRequest, body, codes);
        if (!this.joined.has(request.room))
          throw new TextRoomError(TextRoomErrorCode.NOT_IN_ROOM, `Not in room ${request.room}`);
        this.leave(request.room);
        return { textroom: "success" };
      }
      case "announcement": {
        const request = parseBody(textAnnouncementRequest, body, codes);
        const room = registry.require(request.room);
        if (room.settings.secret !== undefined && request.secret !== room.settings.secret)
          throw new TextRoomError(TextRoomErrorCode.UNAUTHORIZED, "Unauthorized (wrong secret)");
        room.broadcast({ textroom: "announcement", room: room.id, date: janusDate(), text: request.text });
        return { textroom: "success" };
      }
      case "create": {
        const request = parseBody(textCreateRequest, body, codes);
        const settings = {
          description: request.description ?? `Room ${request.room ?? ""}`.trim(),
          pin: request.pin || undefined,
          secret: request.secret || undefined,
          isPrivate: request.is_private ?? false,
        };
        return registry.create(request.room, settings, request.admin_key);
      }
      case "list":
        return registry.list();
      case "destroy":
      case "exists":
      case "listparticipants": {
        const request = parseBody(textRoomOnlyRequest, body, codes);
        if (request.request === "destroy") return registry.destroy(request.room, request.secret);
        return request.request === "exists"
          ? registry.exists(request.room)
          : registry.listParticipants(request.room);
      }
      default:
        if (body.textroom === undefined)
          throw new TextRoomError(TextRoomErrorCode.MISSING_ELEMENT, "Missing element (textroom)");
        throw new TextRoomError(
          TextRoomErrorCode.INVALID_REQUEST,
          `Unknown request '${JSON.stringify(body.textroom)}'`,
        );
    }
  }

  private join(request: ReturnType<typeof textJoinRequest.parse>): PluginData {
    const room = this.context.registry.require(request.room);
    if (room.settings.pin !== undefined && request.pin !== room.settings.pin)
      throw new TextRoomError(TextRoomErrorCode.UNAUTHORIZED, "Unauthorized (wrong pin)");
    if (this.joined.has(room.id))
      throw new TextRoomError(TextRoomErrorCode.ALREADY_IN_ROOM, `Already in room ${room.id}`);
    if (room.participants.has(request.username))
      throw new TextRoomError(
        TextRoomErrorCode.USERNAME_EXISTS,
        `Username '${request.username}' already taken`,
      );
    if (this.joined.size >= MAX_ROOMS_PER_HANDLE)
      throw new TextRoomError(TextRoomErrorCode.UNKNOWN_ERROR, "In too many rooms");
    const participant: TextParticipant = {
      username: request.username,
      display: request.display,
      send: (message) => this.sendOnChannel(message),
    };
    const others = [...room.participants.values()].map(describeParticipant);
    room.broadcast({ textroom: "join", room: room.id, ...describeParticipant(participant) });
    room.participants.set(participant.username, participant);
    this.joined.set(room.id, participant);
    return { textroom: "success", participants: others };
  }

  private leave(roomId: string): void {
    const participant = this.joined.get(roomId);
    this.joined.delete(roomId);
    const room = this.context.registry.get(roomId);
    if (!participant || !room || room.participants.get(participant.username) !== participant) return;
    room.participants.delete(participant.username);
    room.broadcast({ textroom: "leave", room: roomId, username: participant.username });
  }

  private leaveAll(): void {
    for (const roomId of [...this.joined.keys()]) this.leave(roomId);
  }

  private sendOnChannel(message: PluginData): void {
    const channel = this.channel;
    if (!channel) return;
    // A channel the browser opened can carry its first request before werift has marked it open
    // (a busy machine): the answer waits for the open instead of being lost.
    if (channel.readyState === "connecting") {
      const { unSubscribe } = channel.stateChanged.subscribe((state) => {
        if (state === "connecting") return;
        unSubscribe();
        if (state === "open") this.sendNow(channel, message);
      });
      return;
    }
    if (channel.readyState === "open") this.sendNow(channel, message);
  }

  private sendNow(channel: RTCDataChannel, message: PluginData): void {
    try {
      channel.send(JSON.stringify(message));
    } catch (error) {
      this.context.onError(error);
    }
  }
}

function parseJsonObject(text: string): Record<string, unknown> {
  const read = readJsonObject(text);
  if (read.ok) return read.value;
  throw new TextRoomError(TextRoomErrorCode.INVALID_JSON, `JSON error: ${read.reason}`);
}

function errorData(error: unknown, transaction: string | undefined): PluginData {
  const known = error instanceof TextRoomError || error instanceof BodyError;
  return {
    textroom: "error",
    ...(transaction === undefined ? {} : { transaction }),
    error_code: known ? error.code : TextRoomErrorCode.UNKNOWN_ERROR,
    error: error instanceof Error ? error.message : String(error),
  };
}

/** Janus's TextRoom date: `strftime("%Y-%m-%dT%H:%M:%S%z")` in UTC. */
function janusDate(date = new Date()): string {
  return `${date.toISOString().slice(0, 19)}+0000`;
}
