import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Envelope } from "@mobex/contracts/envelope";
import { signIn } from "../../test-support/api-client";
import type { TestApp } from "../../test-support/test-app";

export type RoomsAnswer = { status: number; body: Envelope<unknown> };

/** Requests as the web client sends them: JSON bodies, and the token in a header where the contract says. */
export async function roomsRequest(
  t: TestApp,
  method: "GET" | "POST" | "DELETE",
  path: string,
  options: { body?: Record<string, unknown>; bearer?: string; remoteAddress?: string } = {},
): Promise<RoomsAnswer> {
  const response = await t.app.inject({
    method,
    url: `/webrtc/mobex/rooms/${path}`,
    ...(options.body === undefined ? {} : { payload: options.body }),
    headers: options.bearer === undefined ? {} : { authorization: `Bearer ${options.bearer}` },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { status: response.statusCode, body: response.json<Envelope<unknown>>() };
}

export async function jweOf(t: TestApp, email: string): Promise<string> {
  return (await signIn(t.app, email)).jwetoken;
}

/** A fresh 13-character room code. */
export function roomCode(seed: string): string {
  return `${seed}${"0123456789abc"}`.slice(0, 13);
}

function decodePart(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable")
    return Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  return body;
}

/** The dev mailbox's messages to an address, newest first, each with its text/calendar part (if any). */
export async function mailsTo(
  t: TestApp,
  to: string,
): Promise<
  { subject: string; token: string | null; calendar: string | null; calendarType: string | null }[]
> {
  const mailbox = t.app.services.mailer.devMailbox;
  if (!mailbox) throw new Error("the test app has no dev mailbox");
  const messages = await mailbox.list(to);
  return Promise.all(
    messages.map(async (message) => {
      const eml = await readFile(join(mailbox.dir, `${message.id}.eml`), "utf8");
      const part =
        /Content-Type: (text\/calendar[^\n]*(?:\n[ \t][^\n]*)*)\n((?:[^\n]+\n)*?)\n([\s\S]*?)\n--/i.exec(eml);
      const encoding = part ? (/Content-Transfer-Encoding: (\S+)/i.exec(part[2] ?? "")?.[1] ?? "7bit") : "";
      return {
        subject: message.subject,
        token: message.token,
        calendar: part ? decodePart(part[3] ?? "", encoding.toLowerCase()) : null,
        calendarType: part ? (part[1] ?? "").replace(/\s+/g, " ") : null,
      };
    }),
  );
}
