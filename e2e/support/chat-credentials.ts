// A user's chat credentials, fetched through the API calls the web app makes (spec 1 §3, §7): the
// one-time token from the mailbox, provisioning/get for the access token whose claims hold the
// ephemeral XMPP username and password, and the profile for the WebSocket URL. What a person
// would paste into a standard XMPP client (README, "Using a standard XMPP client").
import type { APIRequestContext } from "@playwright/test";
import { accessTokenClaimsSchema, provisioningEndpoint, requestTokenEndpoint } from "@mobex/contracts/auth";
import { profileEndpoint } from "@mobex/contracts/profile";
import { readMailbox, waitForToken } from "./dev-mailbox";

export interface ChatAccount {
  /** `<ephemeral username>@<tenant domain>`: the SASL authcid is the JID's local part. */
  readonly jid: string;
  readonly password: string;
  /** The tenant's XMPP domain (the access token's `host`); groups are at `conference.<domain>`. */
  readonly domain: string;
  /** The profile's `xmpp_ws_url` (RFC 7395). */
  readonly websocketUrl: string;
}

function claimsOf(accessToken: string) {
  const payload = accessToken.split(".")[1] ?? "";
  return accessTokenClaimsSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
}

export async function chatAccountOf(request: APIRequestContext, email: string): Promise<ChatAccount> {
  const seenIds = new Set((await readMailbox(request, email)).map((message) => String(message.id)));
  const otp = requestTokenEndpoint.answer.parse(
    await (await request.get(requestTokenEndpoint.path, { params: { email, type: "web" } })).json(),
  );
  const token = await waitForToken(request, email, { seenIds, reuseSeen: otp.data?.sent === false });
  const provisioned = provisioningEndpoint.answer.parse(
    await (
      await request.get(provisioningEndpoint.path, { params: { email, otp: token, type: "web" } })
    ).json(),
  ).data;
  if (provisioned === null || !("jwetoken" in provisioned)) throw new Error(`no session for ${email}`);
  const profile = profileEndpoint.answer.parse(
    await (await request.post(profileEndpoint.path, { data: { token: provisioned.jwetoken } })).json(),
  ).data;
  if (profile === null) throw new Error(`no profile for ${email}`);
  const claims = claimsOf(provisioned.token);
  return {
    jid: `${claims.username}@${claims.host}`,
    password: claims.password,
    domain: claims.host,
    websocketUrl: profile.xmpp_ws_url,
  };
}
