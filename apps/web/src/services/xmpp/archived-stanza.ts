import parse from "@xmpp/xml/lib/parse.js";
import { type ChatStanza, readChatStanza } from "./chat-stanza";
import { rememberRoomStanzaId } from "./room-stanza-ids";

/** Reads a stanza as the archive stored it (chat-design.md: `archive.xml`); null when it is not a chat message or does not parse. */
export function readArchivedStanza(stanzaXml: string): ChatStanza | null {
  try {
    const stanza = parse(stanzaXml);
    rememberRoomStanzaId(stanza);
    return readChatStanza(stanza);
  } catch {
    return null;
  }
}
