/** The XML namespaces of the XEPs the chat speaks (spec 2 §7: receipts, carbons, rooms, invites). */
export const NS = {
  receipts: "urn:xmpp:receipts", // XEP-0184
  markers: "urn:xmpp:chat-markers:0", // XEP-0333
  carbons: "urn:xmpp:carbons:2", // XEP-0280
  forward: "urn:xmpp:forward:0", // XEP-0297
  delay: "urn:xmpp:delay", // XEP-0203
  originId: "urn:xmpp:sid:0", // XEP-0359
  stanzaId: "urn:xmpp:sid:0", // XEP-0359: origin-id and stanza-id share it
  muc: "http://jabber.org/protocol/muc", // XEP-0045
  mucUser: "http://jabber.org/protocol/muc#user",
  stanzas: "urn:ietf:params:xml:ns:xmpp-stanzas",
} as const;
