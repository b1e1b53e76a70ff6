import { z } from "zod/mini";
import { TypedEmitter } from "../sip/typed-emitter";
import type { JanusConnection } from "./janus-connection";
import type { JanusHandle } from "./janus-handle";
import { JanusError } from "./janus-wire";
import { answerOffer, handlePeerConnection } from "./peer-connection";

const TEXTROOM_PLUGIN = "janus.plugin.textroom";
const CHANNEL_LABEL = "JanusDataChannel";
const REQUEST_TIMEOUT_MS = 10_000;

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
    private readonly channel: RTCDataChannel,
  ) {
    super();
    const listen = (dataChannel: RTCDataChannel) =>
      dataChannel.addEventListener("message", (event: MessageEvent<unknown>) => this.#receive(event.data));
    listen(channel);
    // Janus may answer on a channel it opened itself.
    pc.addEventListener("datachannel", (event) => listen(event.channel));
    handle.on("hangup", ({ reason }) => this.#close(reason));
    handle.on("detached", () => this.#close("detached"));
  }

  /** Attaches, sets up the data channel and resolves once it is open. */
  static async open(connection: JanusConnection, iceServers: readonly RTCIceServer[]): Promise<TextRoomClient> {
    const handle = await connection.attach(TEXTROOM_PLUGIN);
    const pc = handlePeerConnection(handle, iceServers);
    try {
      const { jsep } = await handle.message({ request: "setup" });
      if (jsep?.type !== "offer") throw new Error("TextRoom setup without an offer");
      await pc.setRemoteDescription(jsep);
      const channel = pc.createDataChannel(CHANNEL_LABEL, { ordered: true });
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      const opened = new Promise<void>((resolve, reject) => {
        channel.addEventListener("open", () => resolve(), { once: true });
        channel.addEventListener("error", () => reject(new Error("TextRoom channel failed")), { once: true });
      });
      await handle.message({ request: "ack" }, { type: "answer", sdp: answer.sdp ?? "" });
      await opened;
      return new TextRoomClient(handle, pc, channel);
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
    if (this.#closed || this.channel.readyState !== "open") return Promise.reject(new Error("Connectivity error"));
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
      if (message.textroom === "error") pending.reject(new JanusError(message.error_code ?? 0, message.error ?? "TextRoom error"));
      else pending.resolve();
      return;
    }
    switch (message.textroom) {
      case "message":
        this.emit("message", { from: message.from ?? "", date: message.date ?? new Date().toISOString(), text: message.text ?? "" });
        return;
      case "announcement":
        this.emit("announcement", { date: message.date ?? new Date().toISOString(), text: message.text ?? "" });
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
