import type { Envelope } from "@mobex/contracts/envelope";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import type { TestApp } from "../../test-support/test-app";

/** Demo users (db/seed.ts): Example Ltd (prefix 40001) and Globex (40002). */
export const PHONES = {
  alice: "400011001",
  bob: "400011002",
  carol: "400011003",
  dave: "400011004",
  oscar: "400022001",
  peggy: "400022002",
};
export const EMAILS = {
  alice: "alice@example.com",
  bob: "bob@example.com",
  carol: "carol@example.com",
  dave: "dave@example.com",
  oscar: "oscar@globex.example",
  peggy: "peggy@globex.example",
} as const;
export type Person = keyof typeof EMAILS;

export type ChatClient = {
  /** POSTs /webrtc/mobex/<path> with the person's token (and phone unless given). */
  call(path: string, body?: Record<string, unknown>): Promise<{ status: number; body: Envelope<unknown> }>;
  session: Session;
  phone: string;
};

export async function chatClient(t: TestApp, person: Person): Promise<ChatClient> {
  const session = await signIn(t.app, EMAILS[person]);
  return {
    session,
    phone: PHONES[person],
    call: (path, body = {}) => postApi(t.app, `/webrtc/mobex/${path}`, { token: session.jwetoken, ...body }),
  };
}

const jid = (phone: string) => `${phone}@mobex.local`;

/** A direct message through the XMPP plane's archive hook, as that plane will store it. */
export function archiveDirect(t: TestApp, from: string, to: string, text: string, originId = "") {
  const xml = `<message from="${jid(from)}/web" to="${jid(to)}" type="chat" id="${originId}"><body>${text}</body></message>`;
  return t.app.services.chat.archive.appendDirect({
    from: `${jid(from)}/web`,
    to: jid(to),
    xml,
    txt: text,
    originId,
  });
}

export function archiveGroup(t: TestApp, groupId: string, from: string, text: string, originId = "") {
  const room = `${groupId}@conference.mobex.local`;
  const xml = `<message from="${room}/${from}" type="groupchat" id="${originId}"><body>${text}</body></message>`;
  return t.app.services.chat.archive.appendGroup({
    groupId,
    from: `${jid(from)}/web`,
    nick: from,
    xml,
    txt: text,
    originId,
  });
}
