import { z } from "zod/mini";
import { TypedEmitter } from "../sip/typed-emitter";
import type { JanusConnection } from "./janus-connection";
import type { JanusHandle } from "./janus-handle";
import { JanusError } from "./janus-wire";
import { handlePeerConnection } from "./peer-connection";

const TEXTROOM_PLUGIN = "janus.plugin.textroom";
const CHANNEL_LABEL = "JanusDataChannel";
const REQUEST_TIMEOUT_MS = 10_000;
const CHANNEL_OPEN_TIMEOUT_MS = 15_000;
/**
 * Janus takes requests on a channel either side opened (janus.js opens its own); a server that
 * reads only the channel it opened itself (ours: packages/sfu) opens it with the association,
 * so once our channel is open, a server channel still to come arrives within this grace.
 */
const SERVER_CHANNEL_GRACE_MS = 3_000;

/** The channel to send on: the one the server opened towards us when there is one, else ours. */
function requestChannel(
  pc: RTCPeerConnection,
  own: RTCDataChannel,
  announced: readonly RTCDataChannel[],
): Promise<RTCDataChannel> {
  return new Promise<RTCDataChannel>((resolve, reject) => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const settle = (channel: RTCDataChannel) => {
      for (const timer of timers) clearTimeout(timer);
      pc.removeEventListener("datachannel", handleAnnounced);
      resolve(channel);
    };
    const watchServer = (channel: RTCDataChannel) => {
      if (channel.readyState === "open") settle(channel);
      else channel.addEventListener("open", () => settle(channel), { once: true });
    };
    const handleAnnounced = (event: RTCDataChannelEvent) => watchServer(event.channel);
    timers.push(setTimeout(() => reject(new Error("Connectivity error")), CHANNEL_OPEN_TIMEOUT_MS));
    for (const channel of announced) watchServer(channel);
    pc.addEventListener("datachannel", handleAnnounced);
    const ownOpened = () => timers.push(setTimeout(() => settle(own), SERVER_CHANNEL_GRACE_MS));
    if (own.readyState === "open") ownOpened();
    else own.addEventListener("open", ownOpened, { once: true });
  });
}

/** TextRoom messages over the data channel (textroom.html "TextRoom API"). */
const textRoomMessageSchema = z.object({
  textroom: z.string(),
  transaction: z.optional(z.string()),
  room: z.optional(z.union([z.string(), z.number()])),
  from: z.optional(z.string()),
  username: z.optional(z.string()),
  display: z.optional(z.string()),
  date: z.optional(z.string()),
  text: z.optional(z.string()),
  error_code: z.optional(z.number()),
  error: z.optional(z.string()),
});

export interface TextRoomMessage {
  readonly from: string;
  readonly date: string;
  readonly text: string;
}

export interface TextRoomEvents {
  message: TextRoomMessage;
  announcement: { readonly date: string; readonly text: string };
  join: { readonly username: string; readonly display: string };
  leave: { readonly username: string };
  closed: { readonly reason: string };
}

interface Pending {
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/**
 * A TextRoom handle: "setup" (Janus offers a data channel), "ack" with our answer, then join,
 * message and announcements as JSON over the channel, each request answered by its transaction.
 */
export class TextRoomClient extends TypedEmitter<TextRoomEvents> {
  #closed = false;
  #room: string | null = null;
  readonly #pending = new Map<string, Pending>();
  #counter = 0;

  private constructor(
    private readonly handle: JanusHandle,
    private readonly pc: RTCPeerConnection,
    /** The channel requests go out on. */
    private readonly channel: RTCDataChannel,
    channels: readonly RTCDataChannel[],
  ) {
    super();
    const listen = (dataChannel: RTCDataChannel) =>
      dataChannel.addEventListener("message", (event: MessageEvent<unknown>) => this.#receive(event.data));
    // Janus answers on the channel it opened, or on ours.
    for (const open of channels) listen(open);
    pc.addEventListener("datachannel", (event) => listen(event.channel));
    handle.on("hangup", ({ reason }) => this.#close(reason));
    handle.on("detached", () => this.#close("detached"));
  }

  /** Attaches, sets up the data channel and resolves once it is open. */
  static async open(
    connection: JanusConnection,
    iceServers: readonly RTCIceServer[],
  ): Promise<TextRoomClient> {
    const handle = await connection.attach(TEXTROOM_PLUGIN);
    const pc = handlePeerConnection(handle, iceServers);
    const remote: RTCDataChannel[] = [];
    pc.addEventListener("datachannel", (event) => remote.push(event.channel));
    try {
      const { jsep } = await handle.message({ request: "setup" });
      if (jsep?.type !== "offer") throw new Error("TextRoom setup without an offer");
      await pc.setRemoteDescription(jsep);
      const own = pc.createDataChannel(CHANNEL_LABEL, { ordered: true });
      const opened = requestChannel(pc, own, remote);
      opened.catch(() => undefined);
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      await handle.message({ request: "ack" }, { type: "answer", sdp: answer.sdp ?? "" });
      const channel = await opened;
      return new TextRoomClient(handle, pc, channel, [own, ...remote]);
    } catch (error) {
      pc.close();
      await handle.detach().catch(() => undefined);
      throw error;
    }
  }

  /** Joins the room's chat (same id as the video room). */
  async join(room: string, username: string, display: string, pin: string): Promise<void> {
    await this.#request({ textroom: "join", room, username, display, pin });
    this.#room = room;
  }

  /** Sends a message to everyone in the room; resolves when the plugin acknowledges it. */
  send(text: string): Promise<void> {
    if (this.#room === null) return Promise.reject(new Error("Join the text room first"));
    return this.#request({ textroom: "message", room: this.#room, text, ack: true });
  }

  #request(body: Record<string, unknown>): Promise<void> {
    if (this.#closed || this.channel.readyState !== "open")
      return Promise.reject(new Error("Connectivity error"));
    const transaction = `t${(this.#counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(transaction);
        reject(new Error(`TextRoom ${String(body["textroom"])} timed out`));
      }, REQUEST_TIMEOUT_MS);
      this.#pending.set(transaction, { resolve, reject, timer });
      this.channel.send(JSON.stringify({ ...body, transaction }));
    });
  }

  #receive(raw: unknown): void {
    let message: z.infer<typeof textRoomMessageSchema>;
    try {
      const parsed = z.safeParse(textRoomMessageSchema, JSON.parse(String(raw)));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    const pending = message.transaction === undefined ? undefined : this.#pending.get(message.transaction);
    if (pending !== undefined && message.transaction !== undefined) {
      clearTimeout(pending.timer);
      this.#pending.delete(message.transaction);
      if (message.textroom === "error")
        pending.reject(new JanusError(message.error_code ?? 0, message.error ?? "TextRoom error"));
      else pending.resolve();
      return;
    }
    switch (message.textroom) {
      case "message":
        this.emit("message", {
          from: message.from ?? "",
          date: message.date ?? new Date().toISOString(),
          text: message.text ?? "",
        });
        return;
      case "announcement":
        this.emit("announcement", {
          date: message.date ?? new Date().toISOString(),
          text: message.text ?? "",
        });
        return;
      case "join":
        this.emit("join", { username: message.username ?? "", display: message.display ?? "" });
        return;
      case "leave":
        this.emit("leave", { username: message.username ?? "" });
        return;
      default:
        return;
    }
  }

  #close(reason: string): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new Error(reason));
    }
    this.#pending.clear();
    this.pc.close();
    this.emit("closed", { reason });
    this.removeAllListeners();
  }

  /** Leaves the room (best effort), detaches and closes the channel. */
  dispose(): void {
    if (this.#closed) return;
    if (this.#room !== null && this.channel.readyState === "open")
      this.channel.send(JSON.stringify({ textroom: "leave", room: this.#room, transaction: "leave" }));
    this.handle.detach().catch(() => undefined);
    this.#close("disposed");
  }
}
