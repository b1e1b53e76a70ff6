import type { ChatStanza } from "../../../services/xmpp/chat-stanza";
import type { ChatConnectionState } from "../../../services/xmpp/connection-state";
import type { MessageExtras } from "../../../services/xmpp/outgoing-stanzas";

/** What the chat runtime needs of the XMPP connection (services/xmpp/xmpp-connection.ts); tests give a fake. */
export interface ChatConnectionPort {
  readonly state: ChatConnectionState;
  on(type: "state", listener: (state: ChatConnectionState) => void): () => void;
  on(type: "stanza", listener: (stanza: ChatStanza) => void): () => void;
  on(type: "acked" | "failed" | "error", listener: (value: string) => void): () => void;
  start(): void;
  stop(): Promise<void>;
  sendMessage(to: string, type: "chat" | "groupchat", body: string, extras?: MessageExtras): string;
  markDisplayed(to: string, type: "chat" | "groupchat", id: string): void;
  joinRoom(roomJid: string, nick: string): void;
  dropSocket(): void;
}
