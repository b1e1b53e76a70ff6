// zod/mini: the login page's schemas (see envelope.ts).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

const flag = z.enum(["0", "1"]);

/** POST /webrtc/api/ — profile and features, polled every 20 s (spec 1 §3, §7). */
export const profileBodySchema = z.object({
  token: z.string().check(z.minLength(1, "token is required")),
  name: z.optional(z.string().check(z.maxLength(254))),
});

export const profileDataSchema = z.object({
  // spec 1 §3 "Profile/features response data"
  cpb: flag,
  m_status: z.string(),
  q_status: z.string(),
  display: z.string(),
  callerid_internal: z.string(),
  name: z.string(),
  description: z.string(),
  callername_internal: z.string(),
  dnd: flag,
  mailbox: z.string(),
  /** Empty means the account was withdrawn: the client logs out (spec 1 §4). */
  webrtc_id: z.string(),
  online_status: z.enum(["O", "U"]),
  // feature flags (spec 1 §6, spec 2 §6)
  chat_support: flag,
  chat_disabled: flag,
  video_support: flag,
  conference: flag,
  busylight: flag,
  // identity and where the real-time planes are (ARCHITECTURE.md: never hard-coded hosts)
  email: z.string(),
  phone: z.string(),
  extension: z.string(),
  tenant: z.string(),
  status_text: z.string(),
  sip_ws_url: z.string(),
  xmpp_ws_url: z.string(),
  /** socket.io-client's URL of the /video namespace (contracts/video.ts); path VIDEO_SOCKET_PATH. */
  video_socket_url: z.string(),
  sip_domain: z.string(),
  stun_servers: z.array(z.string()),
});
export type Profile = z.infer<typeof profileDataSchema>;
export const profileAnswerSchema = envelopeSchema(z.nullable(profileDataSchema));

/** spec 1 §7: POST /webrtc/api/ {token, name} — profile and features. */
export const profileEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/api/",
  request: profileBodySchema,
  answer: profileAnswerSchema,
});
