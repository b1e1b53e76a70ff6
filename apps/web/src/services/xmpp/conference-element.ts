import { xml, type Element } from "@xmpp/xml";

/** Our namespace for a videoconference shared in a message (spec 2 §3 conference body); the <body/> carries the link for other clients. */
export const CONFERENCE_NS = "urn:mobex:conference:0";

/** spec 2 §3 "conference {conference, conferenceLink, content}": the room's code and its link (the content is the body). */
export interface SharedConference {
  readonly conference: string;
  readonly conferenceLink: string;
}

export function conferenceElement(shared: SharedConference): Element {
  return xml("conference", { xmlns: CONFERENCE_NS, room: shared.conference, link: shared.conferenceLink });
}

export function readConferenceElement(message: Element): SharedConference | null {
  const element = message.getChild("conference", CONFERENCE_NS);
  const room = element?.attrs.room;
  const link = element?.attrs.link;
  if (room === undefined || link === undefined || room === "" || link === "") return null;
  return { conference: room, conferenceLink: link };
}
