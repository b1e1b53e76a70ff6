import { client, type XmppClient } from "@xmpp/client";
import type { Element } from "@xmpp/xml";
import { TypedEmitter } from "../sip/typed-emitter";
import { type ChatStanza, messageIdOf, readChatStanza } from "./chat-stanza";
import type { ChatConnectionState } from "./connection-state";
import { NS } from "./namespaces";
import {
  availablePresence,
  chatMessage,
  displayedMarker,
  enableCarbons,
  joinRoom,
  type MessageExtras,
  receiptFor,
} from "./outgoing-stanzas";
import { rememberRoomStanzaId, roomMarkerId } from "./room-stanza-ids";

/** The access token's ephemeral chat credentials (chat-design.md (a)), read afresh at each sign-in so a renewed token serves the next reconnect. */
export interface ChatCredentials {
  readonly username: string;
  readonly password: string;
}

export interface ChatConnectionOptions {
  /** The profile's `xmpp_ws_url`. */
  readonly url: string;
  /** The access token's `host` claim: the tenant's XMPP domain. */
  readonly domain: string;
  readonly credentials: () => ChatCredentials;
}

interface ChatConnectionEvents {
  state: ChatConnectionState;
  stanza: ChatStanza;
  /** The server acknowledged the message with this id (XEP-0198 <a/>). */
  acked: string;
  /** A message the server never acknowledged before the session ended. */
  failed: string;
  /** A messaging error that ends the chat (spec 2 §8): e.g. refused credentials. */
  error: string;
}

const newId = () => crypto.randomUUID();

function isOwnMessage(stanza: Element): boolean {
  return stanza.is("message") && stanza.getChild("body") !== undefined;
}

/**
 * The chat's one XMPP session over WebSocket (RFC 7395): SASL PLAIN with the ephemeral
 * credentials, stream management with resumption and acks (XEP-0198), carbons (XEP-0280), receipts
 * (XEP-0184) answered, markers (XEP-0333) and rooms (XEP-0045). It reconnects by itself after a
 * drop until stopped.
 */
export class XmppConnection extends TypedEmitter<ChatConnectionEvents> {
  readonly #xmpp: XmppClient;
  #state: ChatConnectionState = "disconnected";
  #stopped = false;

  constructor(options: ChatConnectionOptions) {
    super();
    this.#xmpp = client({
      service: options.url,
      domain: options.domain,
      credentials: async (authenticate, mechanisms) => {
        const mechanism = mechanisms.includes("PLAIN") ? "PLAIN" : (mechanisms[0] ?? "PLAIN");
        await authenticate(options.credentials(), mechanism);
      },
    });
    this.#wire();
  }

  get state(): ChatConnectionState {
    return this.#state;
  }

  #setState(state: ChatConnectionState): void {
    if (this.#state === state) return;
    this.#state = state;
    this.emit("state", state);
  }

  #wire(): void {
    const xmpp = this.#xmpp;
    xmpp.on("status", (status: string) => {
      if (status === "connecting" || status === "opening") this.#setState("connecting");
      if (status === "disconnect" || status === "offline") this.#setState("disconnected");
    });
    xmpp.on("online", () => {
      this.#setState("authenticated");
      void this.#becomeReady();
    });
    xmpp.streamManagement.on("resumed", () => this.#setState("ready"));
    xmpp.streamManagement.on("ack", (stanza: Element) => {
      if (isOwnMessage(stanza)) this.emit("acked", messageIdOf(stanza));
    });
    xmpp.streamManagement.on("fail", (stanza: Element) => {
      if (isOwnMessage(stanza)) this.emit("failed", messageIdOf(stanza));
    });
    xmpp.on("stanza", (stanza: Element) => this.#receive(stanza));
    xmpp.on("error", (error: Error) => this.#fail(error));
  }

  /** RFC 6120 §6.5: refused credentials fail again on every reconnect: a messaging error that ends the chat (spec 2 §8). */
  #fail(error: Error): void {
    if (error.name !== "SASLError" || this.#stopped) return;
    this.emit("error", error.message || "Authentication failed");
    void this.stop();
  }

  async #becomeReady(): Promise<void> {
    try {
      await this.#xmpp.iqCaller.request(enableCarbons(newId()));
    } catch {
      // A server without carbons still chats; only the other devices miss the copies.
    }
    await this.#send(availablePresence());
    this.#setState("ready");
  }

  #receive(stanza: Element): void {
    rememberRoomStanzaId(stanza);
    const read = readChatStanza(stanza);
    if (read === null) return;
    const message = stanza.getChild("request", NS.receipts);
    if (read.kind === "message" && read.carbon === "none" && read.type === "chat" && message !== undefined) {
      void this.#send(receiptFor(read.from.bare, read.id, newId()));
    }
    this.emit("stanza", read);
  }

  async #send(element: Element): Promise<void> {
    try {
      await this.#xmpp.send(element);
    } catch {
      // Sent while the socket closes: stream management resends it after resumption, or reports it failed.
    }
  }

  start(): void {
    this.#stopped = false;
    this.#setState("connecting");
    this.#xmpp.start().catch((error: Error) => {
      this.#fail(error);
      // The first attempt failed (server down, network): the reconnect module retries.
      if (!this.#stopped) this.#xmpp.reconnect.scheduleReconnect();
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#xmpp.reconnect.stop();
    await this.#xmpp.stop().catch(() => undefined);
    this.#setState("disconnected");
  }

  /** Sends a message and returns its id: the ticks follow it (acked, received, read). */
  sendMessage(to: string, type: "chat" | "groupchat", body: string, extras: MessageExtras = {}): string {
    const id = newId();
    void this.#send(chatMessage(to, type, id, body, extras));
    return id;
  }

  /** Tells the other party (and this user's other devices, by carbon) that the conversation is read up to `id`. */
  markDisplayed(to: string, type: "chat" | "groupchat", id: string): void {
    const marked = type === "groupchat" ? roomMarkerId(to, id) : id;
    void this.#send(displayedMarker(to, type, marked, newId()));
  }

  joinRoom(roomJid: string, nick: string): void {
    void this.#send(joinRoom(roomJid, nick));
  }

  /** Drops the socket without closing the stream, so that the next connection resumes it (tests of a network drop). */
  dropSocket(): void {
    void this.#xmpp.disconnect();
  }
}
