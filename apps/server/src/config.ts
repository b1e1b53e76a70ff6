import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { chatEnvVars, chatPolicyOf, type ChatPolicy } from "./config-chat";
import {
  conferenceLiveEnvVars,
  conferenceLivePolicyOf,
  type ConferenceLivePolicy,
} from "./config-conference-live";
import { conferenceEnvVars, conferencePolicyOf, type ConferencePolicy } from "./config-conference";
import { commaList, ConfigError, parseTrustProxy, persistedSecrets, readTls } from "./config-readers";
import { sipEnvVars, sipPolicyOf, type SipPolicy } from "./config-sip";
import { turnEnvVars, turnOf, type TurnConfig } from "./config-turn";
import { videoEnvVars, videoPolicyOf, type VideoPolicy } from "./config-video";
import {
  mediaConfigOf,
  voicemailEnvVars,
  voicemailPolicyOf,
  type MediaConfig,
  type VoicemailPolicy,
} from "./config-voicemail";
import { webEnvVars } from "./config-web";
import { xmppEnvVars, xmppSettingsOf, type XmppSettings } from "./config-xmpp";

export { ConfigError };

/**
 * The server's settings, read from the environment once at start and validated (ARCHITECTURE.md).
 *
 * | variable                 | default                          | meaning                                        |
 * |--------------------------|----------------------------------|------------------------------------------------|
 * | PORT                     | 8080                             | HTTP(S) port for the API, the SPA and sockets  |
 * | HOST                     | 0.0.0.0                          | listen address                                 |
 * | PUBLIC_URL               | http(s)://localhost:$PORT        | address browsers use; SIP/XMPP ws URLs derive  |
 * | DATA_DIR                 | ./var (relative to the cwd)      | database, mail, secrets, admin endpoint file   |
 * | DATABASE_URL             | unset → PGlite in DATA_DIR/db    | postgres://… for a PostgreSQL server           |
 * | SMTP_URL                 | unset → dev mailbox              | smtp:// or smtps:// (nodemailer URL)           |
 * | MAIL_FROM                | Mobex <no-reply@mobex.local>     | sender of the sign-in mail                     |
 * | TOKEN_SECRET             | unset → DATA_DIR/secrets.json    | keys of the JWE and the signed access token    |
 * | SIP_SECRET               | unset → DATA_DIR/secrets.json    | ephemeral SIP/XMPP/TURN credential secret      |
 * | SIP_DOMAIN               | mobex.local                      | SIP/XMPP domain of the platform                |
 * | STUN_URLS                | (empty)                          | comma list of stun:/turn: URLs for the client  |
 * | TURN_URLS, TURN_SECRET   | unset                            | turn(s): URLs and coturn's static-auth-secret:|
 * |                          |                                  | video calls get ephemeral TURN credentials     |
 * | TLS_CERT, TLS_KEY        | unset                            | PEM files; both set → HTTPS and WSS            |
 * | WEB_DIST                 | apps/web/dist                    | built SPA to serve (skipped when absent)       |
 * | LOG_LEVEL                | info                             | fatal, error, warn, info, debug, trace, silent |
 * | ACCESS_TOKEN_TTL_SECONDS | 3600                             | lifetime of the JWE and the access token       |
 * | DEVICE_SECRET_TTL_DAYS   | 30                               | a device's renewal secret ages out after this  |
 * | TRUST_PROXY              | false                            | true, false, or a comma list of proxy addresses|
 * | SEED_DEMO                | true                             | seed the demo tenants into an empty database   |
 * | DIRECTORY_REFRESH_SECONDS| 600                              | a tenant's in-memory directory is read again   |
 * |                          |                                  | after this (changes made outside this process) |
 * | SIP_ALLOWED_ORIGINS      | (empty)                          | page origins besides the server's own and      |
 * |                          |                                  | PUBLIC_URL's that may open /sip and the video  |
 * |                          |                                  | socket /socket.io/ (comma, `*`)                |
 * | SIP_MAX_BINDINGS_PER_AOR | 10                               | devices per user; a new one replaces the oldest|
 * | SIP_MAX_BRANCHES_PER_FORK| 10                               | devices one call rings at most                 |
 * | SIP_MAX_MESSAGE_BYTES    | 65536                            | larger SIP messages: 513 (over 2×: socket shut)|
 * | SIP_MAX_SOCKETS_PER_ADDRESS | 500                           | open /sip sockets per client address (503)     |
 * | SIP_AUTH_DEADLINE_SECONDS| 30                               | a /sip socket must authenticate by then        |
 * | SIP_MAX_UNAUTHENTICATED_REQUESTS | 20                       | requests before one authenticates, else closed |
 * | SIP_CALL_RATE_BURST      | 10                               | INVITEs and MESSAGEs per user at once, then …  |
 * | SIP_CALL_RATE_PER_SECOND | 1                                | … this many a second (503 Retry-After); 0: off |
 * | SIP_OVERLOAD_LAG_MS      | 200                              | sustained event-loop lag at which new INVITEs  |
 * |                          |                                  | and REGISTERs get 503 (in-dialog never); 0: off|
 * | SIP_OVERLOAD_RETRY_AFTER_SECONDS | 5                        | the Retry-After of that 503                    |
 * | VIDEO_MAX_PENDING_SOCKETS_PER_ADDRESS | 20                  | /socket.io/ sockets of one address not yet     |
 * |                          |                                  | authenticated; the next upgrade gets 429       |
 * | VIDEO_HANDSHAKES_PER_MINUTE | 600                           | /socket.io/ upgrades per address a minute (429)|
 * | VIDEO_AUTH_DEADLINE_SECONDS | 10                            | a video socket must authenticate by then       |
 * | VIDEO_RING_SECONDS          | 60                            | an unanswered video offer ends (No answer)     |
 * | VIDEO_RECONNECT_GRACE_SECONDS | 10                          | a call waits for a dropped socket to return    |
 * | MEDIA_ADDRESS            | 127.0.0.1                        | address server-side media (voicemail and the   |
 * |                          |                                  | conference SFU at /janus) binds to             |
 * |                          |                                  | and announces in its ICE candidates            |
 * | MEDIA_ANNOUNCED_ADDRESS  | unset                            | announced instead (public address, 1:1 NAT)    |
 * | MEDIA_PORT_MIN, _MAX     | 40000, 40999                     | UDP ports of server-side media (inclusive)     |
 * | VOICEMAIL_ENABLED        | true                             | unanswered calls go to voicemail for users and |
 * |                          |                                  | tenants that set nothing (`*1` always works)   |
 * | VOICEMAIL_NO_ANSWER_SECONDS | 25                            | a tenant's default ring time before voicemail  |
 * | VOICEMAIL_MAX_SECONDS    | 180                              | the longest message a caller may leave         |
 * | FRAME_ANCESTORS          | the Teams hosts (config-web.ts)  | who may frame the app besides itself (CSP      |
 * |                          |                                  | frame-ancestors): https:// sources, or `self`  |
 * | SENTRY_DSN               | unset → reports to this server   | browsers send their error reports to this      |
 * |                          |                                  | Sentry or GlitchTip DSN instead                |
 * | CONFERENCE_ASK_TIMEOUT_SECONDS | 60                         | a join request no moderator answers gets 'No   |
 * |                          |                                  | one in the room to answer' after this          |
 * | CHAT_PREVIEW_ALLOW_HOSTS | (empty)                          | tests only: host:port pairs chat link previews |
 * |                          |                                  | may fetch though not public (e.g. 127.0.0.1:80)|
 * | XMPP_STANZAS_PER_SECOND  | 100                              | frames one chat stream may send a second after |
 * | XMPP_STANZA_BURST        | 200                              | this many at once; beyond: policy-violation    |
 * | XMPP_MAX_SESSIONS_PER_USER | 10                             | chat resources one user may hold at once; one  |
 * |                          |                                  | more is refused (resource-constraint)          |
 * | XMPP_MAX_FRAME_BYTES     | 65536                            | a larger frame ends the stream (RFC 6120       |
 * |                          |                                  | §13.12: at least 10000)                        |
 * | XMPP_RESUME_TIMEOUT_SECONDS | 60                            | a dropped chat session waits this long to be   |
 * |                          |                                  | resumed (XEP-0198)                             |
 * | XMPP_AUTH_DEADLINE_SECONDS | 30                             | a chat stream must authenticate by then        |
 * | CONFERENCE_JANUS_URL     | unset → this server's /janus     | ws(s):// URL of a real Janus for conferences   |
 */
export const SERVER_PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const bool = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
const secret = z.string().min(16, "must be at least 16 characters");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  DATA_DIR: z.string().default("./var"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().default("Mobex <no-reply@mobex.local>"),
  TOKEN_SECRET: secret.optional(),
  SIP_SECRET: secret.optional(),
  SIP_DOMAIN: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/, "must be a domain name")
    .default("mobex.local"),
  STUN_URLS: commaList(/^(stuns?|turns?):\S+$/, "must be stun:, stuns:, turn: or turns: URLs"),
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  // From 10 s so an end-to-end spec can meet a real expiry quickly; in use, keep it well above the
  // minute the app renews before expiry (the app would renew at every call).
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(3600),
  DEVICE_SECRET_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: z.string().default("false"),
  SEED_DEMO: bool.default(true),
  DIRECTORY_REFRESH_SECONDS: z.coerce.number().int().min(5).max(86_400).default(600),
  // A Sentry DSN (develop.sentry.dev, "Parsing the DSN"): scheme://public_key@host[:port][/path]/project_id.
  SENTRY_DSN: z
    .string()
    .regex(/^https?:\/\/[0-9a-zA-Z]+(:[0-9a-zA-Z]*)?@[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s/]+)*\/\d+$/, {
      error: "must be a Sentry DSN: https://<public key>@<host>/<project id>",
    })
    .optional(),
  ...webEnvVars,
  ...sipEnvVars,
  ...turnEnvVars,
  ...videoEnvVars,
  ...voicemailEnvVars,
  ...chatEnvVars,
  ...xmppEnvVars,
  ...conferenceLiveEnvVars,
  ...conferenceEnvVars,
});

export type DatabaseConfig = { kind: "pglite"; dataDir: string | null } | { kind: "postgres"; url: string };

export type AppConfig = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  smtpUrl: string | null;
  mailFrom: string;
  tokenSecret: string;
  sipSecret: string;
  sipDomain: string;
  stunUrls: string[];
  /** TURN servers for video calls, with the secret of their ephemeral credentials; null without. */
  turn: TurnConfig | null;
  tls: { cert: Buffer; key: Buffer } | null;
  webDist: string;
  logLevel: (typeof logLevels)[number];
  accessTokenTtlSeconds: number;
  deviceSecretTtlDays: number;
  trustProxy: boolean | string[];
  seedDemo: boolean;
  /**
   * Every change made through this process reaches the in-memory directory at once; this bounds how
   * long one made elsewhere (SQL by hand, another node on DATABASE_URL) stays unseen. A reload
   * reads the whole tenant, so it is not done often (issue 8 §4: the board poll's p99).
   */
  directoryRefreshSeconds: number;
  /** CSP frame-ancestors besides 'self': the Teams hosts by default (config-web.ts). */
  frameAncestors: string[];
  /** The SIP plane's bounds and the page origins that may open /sip (config-sip.ts). */
  sip: SipPolicy;
  /** What one address may cost the video socket before it authenticates (config-video.ts). */
  video: VideoPolicy;
  /** The server-side media endpoint's addresses and UDP ports (config-voicemail.ts). */
  media: MediaConfig;
  /** Voicemail's defaults and bounds (config-voicemail.ts). */
  voicemail: VoicemailPolicy;
  /** Where browsers send error reports instead of this server (issue 10, Diagnostics); null: here. */
  sentryDsn: string | null;
  /** The chat API's settings (config-chat.ts). */
  chat: ChatPolicy;
  /** The XMPP plane's bounds per client (config-xmpp.ts). */
  xmpp: XmppSettings;
  /** The conference live channel's ask-to-join timeout (config-conference-live.ts). */
  conferenceLive: ConferenceLivePolicy;
  /** The rooms API's settings (config-conference.ts). */
  conference: ConferencePolicy;
};

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): AppConfig {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join("\n")}`);
  }
  const vars = parsed.data;
  const dataDir = resolve(cwd, vars.DATA_DIR);
  const tls = readTls(vars.TLS_CERT, vars.TLS_KEY, cwd);
  const secrets =
    vars.TOKEN_SECRET && vars.SIP_SECRET
      ? { tokenSecret: vars.TOKEN_SECRET, sipSecret: vars.SIP_SECRET }
      : persistedSecrets(dataDir);
  const publicUrl = (vars.PUBLIC_URL ?? `${tls ? "https" : "http"}://localhost:${vars.PORT}`).replace(
    /\/+$/,
    "",
  );
  const sip = sipPolicyOf(vars, publicUrl);
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: "postgres", url: vars.DATABASE_URL }
      : { kind: "pglite", dataDir: resolve(dataDir, "db") },
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    tokenSecret: vars.TOKEN_SECRET ?? secrets.tokenSecret,
    sipSecret: vars.SIP_SECRET ?? secrets.sipSecret,
    sipDomain: vars.SIP_DOMAIN.toLowerCase(),
    stunUrls: vars.STUN_URLS,
    turn: turnOf(vars),
    tls,
    webDist: vars.WEB_DIST ? resolve(cwd, vars.WEB_DIST) : resolve(SERVER_PACKAGE_DIR, "../web/dist"),
    logLevel: vars.LOG_LEVEL,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    deviceSecretTtlDays: vars.DEVICE_SECRET_TTL_DAYS,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    seedDemo: vars.SEED_DEMO,
    directoryRefreshSeconds: vars.DIRECTORY_REFRESH_SECONDS,
    frameAncestors: vars.FRAME_ANCESTORS,
    sip,
    video: videoPolicyOf(vars, sip.allowedOrigins),
    media: mediaConfigOf(vars),
    voicemail: voicemailPolicyOf(vars),
    sentryDsn: vars.SENTRY_DSN ?? null,
    chat: chatPolicyOf(vars),
    xmpp: xmppSettingsOf(vars),
    conferenceLive: conferenceLivePolicyOf(vars),
    conference: conferencePolicyOf(vars),
  };
}
