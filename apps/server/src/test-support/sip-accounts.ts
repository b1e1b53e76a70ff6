import type { FastifyInstance } from "fastify";
import { decodeJwt } from "jose";
import { accessTokenClaimsSchema } from "@mobex/contracts/auth";
import { exchange, latestMailedToken, requestToken } from "./api-client";
import { SipPhone } from "./sip-phone";

/** A signed-in user as the web client holds it: the JWE for the API, the SIP credentials of the token. */
export type SipAccount = {
  email: string;
  phone: string;
  jwetoken: string;
  username: string;
  password: string;
  domain: string;
};

let nextAddress = 1;

/**
 * Signs in for real (token e-mailed to the dev mailbox, then exchanged) and reads the SIP
 * credentials from the access token's claims, as the client does (spec 1 §3). Each sign-in comes
 * from its own loopback address, so that a suite signing in many users stays under the per-address
 * token limit.
 */
export async function signInForSip(app: FastifyInstance, email: string): Promise<SipAccount> {
  const address = `127.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  nextAddress += 1;
  await requestToken(app, email, address);
  const otp = await latestMailedToken(app, email);
  if (!otp) throw new Error(`no token was mailed to ${email}`);
  const answer = await exchange(app, email, otp, address);
  const data = answer.body.data as { jwetoken?: string; token?: string } | null;
  if (answer.status !== 200 || !data?.jwetoken || !data.token) {
    throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
  }
  const claims = accessTokenClaimsSchema.parse(decodeJwt(data.token));
  return {
    email,
    phone: claims.phone,
    jwetoken: data.jwetoken,
    username: claims.username,
    password: claims.password,
    domain: claims.host,
  };
}

/** A new licensed user of a tenant, through the admin service as `npm run admin` does it. */
export async function addUser(
  app: FastifyInstance,
  user: { tenant: string; extension: string; name: string },
): Promise<string> {
  const email = `${user.name.toLowerCase().replace(/\W+/g, ".")}.${user.extension}@test.example`;
  await app.services.admin.execute({ command: "user.add", email, ...user });
  return email;
}

/** Phones opened through `open`, closed together at the end of a test. */
export class PhoneSet {
  private readonly phones: SipPhone[] = [];

  constructor(private readonly sipUrl: string) {}

  async open(
    account: SipAccount,
    extra: { password?: string; username?: string; contactParams?: string } = {},
  ): Promise<SipPhone> {
    const phone = await SipPhone.open({
      url: this.sipUrl,
      domain: account.domain,
      phone: account.phone,
      username: extra.username ?? account.username,
      password: extra.password ?? account.password,
      ...(extra.contactParams === undefined ? {} : { contactParams: extra.contactParams }),
    });
    this.phones.push(phone);
    return phone;
  }

  /** A phone that registered successfully. */
  async registered(account: SipAccount, extra: { contactParams?: string } = {}): Promise<SipPhone> {
    const phone = await this.open(account, extra);
    const answer = await phone.register();
    if (answer.status !== 200) throw new Error(`registration of ${account.phone} failed: ${answer.status}`);
    return phone;
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.phones.splice(0).map((phone) => phone.close()));
  }
}
