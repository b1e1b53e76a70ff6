import type { SharedConference } from "../../../services/xmpp/conference-element";
import { roomLink } from "../../../shared/conference/room-code";

/** spec 2 §3 conference body for a created room: its code, its link on this app's origin, and the text other clients show. */
export function newConference(origin: string, code: string): SharedConference & { readonly content: string } {
  const conferenceLink = roomLink(code, origin);
  return { conference: code, conferenceLink, content: `Join my videoconference: ${conferenceLink}` };
}
