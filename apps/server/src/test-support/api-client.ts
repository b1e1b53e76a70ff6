import type { FastifyInstance } from "fastify";
import { devMailListSchema } from "@mobex/contracts/dev-mail";
import { anyEnvelopeSchema, type Envelope } from "@mobex/contracts/envelope";

/** Thin helpers that speak the API the way the web client does, over `app.inject`. */
export type Answer = { status: number; body: Envelope<unknown>; headers: Record<string, unknown> };

function toAnswer(response: {
  statusCode: number;
  json(): unknown;
  headers: Record<string, unknown>;
}): Answer {
  return {
    status: response.statusCode,
    body: anyEnvelopeSchema.parse(response.json()),
    headers: response.headers,
  };
}

export async function getApi(
  app: FastifyInstance,
  url: string,
  query: Record<string, string>,
  remoteAddress?: string,
) {
  return toAnswer(
    await app.inject({ method: "GET", url, query, ...(remoteAddress ? { remoteAddress } : {}) }),
  );
}

export async function postApi(app: FastifyInstance, url: string, body: Record<string, unknown>) {
  return toAnswer(await app.inject({ method: "POST", url, payload: body }));
}

export const OTP_URL = "/api/json/webrtc/mobex/otp/get/";
export const PROVISIONING_URL = "/api/json/webrtc/mobex/provisioning/get/";

export function requestToken(app: FastifyInstance, email: string, remoteAddress?: string) {
  return getApi(app, OTP_URL, { email, type: "web" }, remoteAddress);
}

export function exchange(app: FastifyInstance, email: string, otp: string, remoteAddress?: string) {
  return getApi(app, PROVISIONING_URL, { email, otp, type: "web" }, remoteAddress);
}

/** The newest token e-mailed to `email`, read from the dev mailbox like the e2e harness does. */
export async function latestMailedToken(app: FastifyInstance, email: string): Promise<string | null> {
  const response = await app.inject({ method: "GET", url: "/dev/mail.json", query: { to: email } });
  return devMailListSchema.parse(response.json()).messages[0]?.token ?? null;
}

export async function mailCount(app: FastifyInstance, email: string): Promise<number> {
  const response = await app.inject({ method: "GET", url: "/dev/mail.json", query: { to: email } });
  return devMailListSchema.parse(response.json()).messages.length;
}

/** `otp` is what the device sends as `otp` to renew: the device secret, not the mailed token. */
export type Session = { jwetoken: string; token: string; otp: string; mailedToken: string };

/** Requests a token, reads it from the mailbox and exchanges it: a signed-in device. */
export async function signIn(app: FastifyInstance, email: string): Promise<Session> {
  await requestToken(app, email);
  const mailedToken = await latestMailedToken(app, email);
  if (!mailedToken) throw new Error(`no token was mailed to ${email}`);
  const answer = await exchange(app, email, mailedToken);
  const data = answer.body.data as { jwetoken?: string; token?: string; device_secret?: string } | null;
  if (answer.status !== 200 || !data?.jwetoken || !data.token || !data.device_secret)
    throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return { jwetoken: data.jwetoken, token: data.token, otp: data.device_secret, mailedToken };
}
