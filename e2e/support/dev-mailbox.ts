// The server's dev mail transport, read over HTTP: GET /dev/mail.json?to=<e-mail> answers the
// messages to that address, newest first (loopback clients only, which the tests are).
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";

export interface MailMessage {
  id: string | number;
  to: string;
  subject: string;
  date: string;
  token: string | null;
}

const TOKEN_WAIT_MS = 15_000;

/**
 * A GET that is sent again once if the connection was reset: the server closes a keep-alive
 * connection after 5 s idle (Node's default), and a request that leaves on it just then is lost —
 * a browser resends an idempotent request itself, Playwright's API client does not.
 */
async function getOnce(request: APIRequestContext, url: string): Promise<APIResponse> {
  try {
    return await request.get(url);
  } catch (error) {
    if (!String(error).includes("ECONNRESET")) throw error;
    return request.get(url);
  }
}

export async function readMailbox(request: APIRequestContext, email: string): Promise<MailMessage[]> {
  const answer = await getOnce(request, `/dev/mail.json?to=${encodeURIComponent(email)}`);
  expect(answer.ok(), `GET /dev/mail.json answered ${answer.status()}`).toBe(true);
  const body = (await answer.json()) as { messages: MailMessage[] };
  return body.messages;
}

/**
 * Waits for the newest token e-mailed to `email` that is not among `seenIds` (taken before the
 * request). With `reuseSeen` (the server re-used a still-valid token instead of sending one) the
 * newest token already in the mailbox is the answer.
 */
export async function waitForToken(
  request: APIRequestContext,
  email: string,
  { seenIds, reuseSeen }: { seenIds: ReadonlySet<string>; reuseSeen: boolean },
): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(
      async () => {
        const messages = await readMailbox(request, email);
        const fresh = messages.find((m) => m.token !== null && (reuseSeen || !seenIds.has(String(m.id))));
        token = fresh?.token ?? null;
        return token;
      },
      { message: `a one-time token e-mailed to ${email}`, timeout: TOKEN_WAIT_MS },
    )
    .not.toBeNull();
  return token!;
}

/** A message as it went out (GET /dev/mail/<id>.eml), attachments included. */
export async function readMessageSource(request: APIRequestContext, id: string | number): Promise<string> {
  const answer = await getOnce(request, `/dev/mail/${encodeURIComponent(String(id))}.eml`);
  expect(answer.ok(), `GET /dev/mail/${id}.eml answered ${answer.status()}`).toBe(true);
  return answer.text();
}

/** Waits for a message to `email`, not among `seenIds`, whose subject holds `subject`; its id. */
export async function waitForMail(
  request: APIRequestContext,
  email: string,
  { seenIds, subject }: { seenIds: ReadonlySet<string>; subject: string },
): Promise<string> {
  let id: string | null = null;
  await expect
    .poll(
      async () => {
        const found = (await readMailbox(request, email)).find(
          (message) => !seenIds.has(String(message.id)) && message.subject.includes(subject),
        );
        id = found ? String(found.id) : null;
        return id;
      },
      { message: `a mail to ${email} about "${subject}"` },
    )
    .not.toBeNull();
  return id!;
}
