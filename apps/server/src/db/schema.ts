import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * The platform's data (ARCHITECTURE.md, Identity and Data). pg-core only, so that the same schema
 * and migrations run on PGlite and on PostgreSQL. Times come from the server's clock, not now().
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A login-page brand (spec 1 §2: the `plan` query parameter selects it). */
export const resellerPlans = pgTable("reseller_plans", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  logoLight: text("logo_light").notNull(),
  logoDark: text("logo_dark"),
});

/** A provider's customer; its 5-digit prefix starts every member's phone number. */
export const tenants = pgTable(
  "tenants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    prefix: varchar("prefix", { length: 5 }).notNull().unique(),
    planId: text("plan_id").references(() => resellerPlans.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull(),
  },
  (t) => [check("tenants_prefix_digits", sql`${t.prefix} ~ '^[0-9]{5}$'`)],
);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "restrict" }),
    email: text("email").notNull().unique(),
    extension: varchar("extension", { length: 4 }).notNull(),
    /** prefix + extension, the SIP/XMPP user part (ARCHITECTURE.md, Numbering). */
    phone: varchar("phone", { length: 9 }).notNull().unique(),
    name: text("name").notNull(),
    licensed: boolean("licensed").notNull().default(true),
    cpb: boolean("cpb").notNull().default(true),
    chatSupport: boolean("chat_support").notNull().default(true),
    chatDisabled: boolean("chat_disabled").notNull().default(false),
    videoSupport: boolean("video_support").notNull().default(true),
    conference: boolean("conference").notNull().default(true),
    busylight: boolean("busylight").notNull().default(true),
    mailbox: text("mailbox").notNull().default(""),
    webrtcId: text("webrtc_id").notNull(),
    description: text("description").notNull().default(""),
    dnd: boolean("dnd").notNull().default(false),
    onlineStatus: varchar("online_status", { length: 1 }).notNull().default("O"),
    statusText: varchar("status_text", { length: 20 }).notNull().default(""),
    callerIdInternal: text("callerid_internal").notNull().default(""),
    callerNameInternal: text("callername_internal").notNull().default(""),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    unique("users_tenant_extension").on(t.tenantId, t.extension),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_extension_digits", sql`${t.extension} ~ '^[0-9]{4}$'`),
    check("users_online_status", sql`${t.onlineStatus} in ('O', 'U')`),
  ],
);

/** spec 1 §3 "Caller id": number, description, in_use (true = selected). */
export const callerIds = pgTable(
  "caller_ids",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    description: text("description").notNull().default(""),
    inUse: boolean("in_use").notNull().default(false),
  },
  (t) => [index("caller_ids_user").on(t.userId)],
);

/** E-mailed sign-in tokens, stored as HMACs only (spec 1 §4). */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    consumedAt: at("consumed_at"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
  },
  (t) => [index("one_time_tokens_user_created").on(t.userId, t.createdAt)],
);

/**
 * Wrong e-mailed tokens per account in the current window, whichever identity form (e-mail, mobile)
 * they named: one row per account, so the budget survives restarts and is shared by every node.
 */
export const signInFailures = pgTable("sign_in_failures", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  windowStartedAt: at("window_started_at").notNull(),
  failures: integer("failures").notNull(),
});

/** A signed-in device; its renewal secret is the high-entropy device secret it was given (spec 1 §4). */
export const deviceSessions = pgTable(
  "device_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
  },
  (t) => [index("device_sessions_user_secret").on(t.userId, t.secretHash)],
);

/** spec 1 §7 configs/get and configs/update: per-user settings by key. */
export const userConfigs = pgTable(
  "user_configs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Call-detail records: one row per party of every call (spec 1 §3 "History item"). Written when the
 * call ends; the history tabs and the missed-call count read them.
 */
export const cdrs = pgTable(
  "cdrs",
  {
    /** The history item's `uniqueid`. */
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The other party's number as this user saw it (the caller id shown, or what was dialled). */
    callB: text("call_b").notNull(),
    callName: text("call_name").notNull().default(""),
    callType: varchar("call_type", { length: 3 }).notNull(),
    status: text("status").notNull(),
    media: varchar("media", { length: 3 }).notNull().default(""),
    /** Epoch seconds of the INVITE. */
    callStart: bigint("call_start", { mode: "number" }).notNull(),
    /** Seconds from the answer to the end; 0 when never answered. */
    callDuration: integer("call_duration").notNull().default(0),
    callDesc: text("call_desc").notNull().default(""),
    hidden: boolean("hidden").notNull().default(false),
    sipCallId: text("sip_call_id").notNull().default(""),
    endedAt: at("ended_at").notNull(),
  },
  (t) => [
    index("cdrs_user_start").on(t.userId, t.callStart, t.endedAt),
    check("cdrs_call_type", sql`${t.callType} in ('INB', 'OUT')`),
    check("cdrs_status", sql`${t.status} in ('answer', 'noanswer', 'busy', 'cancel', 'failed')`),
    check("cdrs_media", sql`${t.media} in ('', 'vid')`),
  ],
);

/**
 * Presence-board buttons (spec 1 §3 "BLF entry"), provisioned per user by the administrator
 * (`npm run admin -- button …`). `target` is the watched or dialled number.
 */
export const blfButtons = pgTable(
  "blf_buttons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: varchar("type", { length: 2 }).notNull(),
    label: text("label").notNull().default(""),
    target: text("target").notNull().default(""),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    unique("blf_buttons_user_position").on(t.userId, t.position),
    check("blf_buttons_type", sql`${t.type} in ('B', 'P', 'H', 'L', 'RP', 'RR', 'N', 'D', 'S', 'V')`),
    check("blf_buttons_position", sql`${t.position} > 0`),
  ],
);

/** The tenant's cloud phone book (spec 1 §3 "Contact"); colleagues' extensions are added when listed. */
export const phonebookEntries = pgTable(
  "phonebook_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    cn: text("cn").notNull(),
    givenName: text("given_name").notNull().default(""),
    sn: text("sn").notNull().default(""),
    telephoneNumber: text("telephone_number").notNull().default(""),
    mobileTelephoneNumber: text("mobile_telephone_number").notNull().default(""),
    homePhone: text("home_phone").notNull().default(""),
    mail: text("mail").notNull().default(""),
    company: text("company").notNull().default(""),
    department: text("department").notNull().default(""),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("phonebook_entries_tenant_cn").on(t.tenantId, t.cn)],
);

/** A user's profile picture; the bytes live under DATA_DIR/files/avatars (ARCHITECTURE.md, Data). */
export const avatars = pgTable("avatars", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  hash: text("hash").notNull(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  updatedAt: at("updated_at").notNull(),
});

/**
 * Messages in a user's voicemail box (issue 12). The recording is the WAV file
 * DATA_DIR/voicemail/<tenant>/<user>/<id>.wav of `byteSize` bytes; `callId` is the SIP call that
 * left it, when a call did.
 */
export const voicemailMessages = pgTable(
  "voicemail_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    callerNumber: text("caller_number").notNull().default(""),
    callerName: text("caller_name").notNull().default(""),
    durationSeconds: integer("duration_seconds").notNull().default(0),
    receivedAt: at("received_at").notNull(),
    heardAt: at("heard_at"),
    byteSize: integer("byte_size").notNull().default(0),
    callId: text("call_id"),
  },
  (t) => [index("voicemail_messages_user_heard").on(t.userId, t.heardAt)],
);

/**
 * A tenant's voicemail defaults (issue 12): how long a call rings before voicemail takes it when the
 * user set no time of their own (null: VOICEMAIL_NO_ANSWER_SECONDS), and whether the e-mail of a new
 * message carries the recording (WAV). A tenant without a row takes the defaults.
 */
export const tenantVoicemailSettings = pgTable(
  "tenant_voicemail_settings",
  {
    tenantId: uuid("tenant_id")
      .primaryKey()
      .references(() => tenants.id, { onDelete: "cascade" }),
    noAnswerSeconds: integer("no_answer_seconds"),
    attachRecording: boolean("attach_recording").notNull().default(false),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    check(
      "tenant_voicemail_no_answer",
      sql`${t.noAnswerSeconds} is null or ${t.noAnswerSeconds} between 5 and 120`,
    ),
  ],
);

/**
 * Client error reports (issue 10, Diagnostics): one Sentry event from a signed-in browser, kept per
 * tenant and user for `npm run admin -- diagnostics …`. `userId` is null when the report came with
 * the tenant's public key only (no live session). `payload` is the validated, bounded event.
 */
export const diagnosticReports = pgTable(
  "diagnostic_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The SDK's event_id: a retried envelope is stored once. */
    eventId: varchar("event_id", { length: 32 }).notNull(),
    level: varchar("level", { length: 7 }).notNull(),
    title: text("title").notNull(),
    release: text("release").notNull().default(""),
    url: text("url").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    occurredAt: at("occurred_at").notNull(),
    receivedAt: at("received_at").notNull(),
    payload: jsonb("payload").notNull(),
  },
  (t) => [
    unique("diagnostic_reports_tenant_event").on(t.tenantId, t.eventId),
    index("diagnostic_reports_tenant_received").on(t.tenantId, t.receivedAt),
    check(
      "diagnostic_reports_level",
      sql`${t.level} in ('fatal', 'error', 'warning', 'log', 'info', 'debug')`,
    ),
  ],
);

/**
 * The chat archive (issue 13, chat-design.md), ejabberd's SQL `archive` table in its new schema:
 * the XMPP plane writes it (ChatArchive), the chat API reads it. `username` is the archive's owner
 * (a user's phone, or a room's JID `<groupId>@conference.<domain>`), `server_host` the XMPP domain,
 * `timestamp` microseconds since the epoch (unique per owner; ejabberd's MAM id), `id` the sequence
 * spec 2's `lastSequ` pages by. A direct message is two rows (sender's and recipient's archive, the
 * same timestamp), a group message one row in the room's.
 */
export const archive = pgTable(
  "archive",
  {
    username: text("username").notNull(),
    serverHost: text("server_host").notNull(),
    timestamp: bigint("timestamp", { mode: "number" }).notNull(),
    peer: text("peer").notNull(),
    barePeer: text("bare_peer").notNull(),
    xml: text("xml").notNull(),
    txt: text("txt").notNull(),
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    nick: text("nick").notNull().default(""),
    originId: text("origin_id").notNull().default(""),
    createdAt: timestamp("created_at", { mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("i_archive_sh_username_timestamp").on(t.serverHost, t.username, t.timestamp),
    index("i_archive_sh_username_peer").on(t.serverHost, t.username, t.barePeer, t.timestamp),
    index("i_archive_sh_username_origin_id").on(t.serverHost, t.username, t.originId),
    check("archive_kind", sql`${t.kind} in ('chat', 'groupchat')`),
  ],
);

/**
 * Group chat rooms in ejabberd's `muc_room` shape (chat-design.md): `name` is the groupId, `host`
 * the MUC service `conference.<domain>`, `opts` JSON text with title, description, the tenant and
 * the affiliations (owner, members): the chat API and the XMPP MUC service read this one truth.
 */
export const mucRoom = pgTable(
  "muc_room",
  {
    name: text("name").notNull(),
    host: text("host").notNull(),
    serverHost: text("server_host").notNull(),
    opts: text("opts").notNull(),
    createdAt: timestamp("created_at", { mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    unique("i_muc_room_name_host").on(t.name, t.host),
    index("i_muc_room_host_created_at").on(t.host, t.createdAt),
  ],
);

/**
 * How far a user has received and read a conversation (chat/confirmMessage), on every device alike:
 * the archive timestamp of the last message covered and when. `bare_peer` is the colleague's JID or
 * the room's. Unread = the conversation's messages after `read_until`.
 */
export const chatReadMarkers = pgTable(
  "chat_read_markers",
  {
    serverHost: text("server_host").notNull(),
    username: text("username").notNull(),
    barePeer: text("bare_peer").notNull(),
    receivedUntil: bigint("received_until", { mode: "number" }).notNull().default(0),
    receivedAt: at("received_at"),
    readUntil: bigint("read_until", { mode: "number" }).notNull().default(0),
    readAt: at("read_at"),
  },
  (t) => [primaryKey({ columns: [t.serverHost, t.username, t.barePeer] })],
);

/**
 * Files shared in chat (chat/storage): the bytes live in DATA_DIR/files/chat/<tenant>/<id>; `id` is
 * unguessable (24 random bytes, base64url); `contentType` is what the bytes showed.
 */
export const chatFiles = pgTable(
  "chat_files",
  {
    id: text("id").primaryKey(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: at("created_at").notNull(),
    /**
     * The bare JID of the conversation it was shared in (a colleague's or a group's room), null when
     * the uploader named none: who besides the uploader may open it (attachment-access.ts).
     */
    conversation: text("conversation"),
  },
  (t) => [index("chat_files_tenant").on(t.tenantId)],
);

/** A browser subscribed to the user's chat notifications (Web Push, chat/push/subscribe). */
export const chatPushSubscriptions = pgTable(
  "chat_push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [unique("chat_push_subscriptions_user_endpoint").on(t.userId, t.endpoint)],
);

/**
 * A conference room (issue 14, spec 2 §3): `id` is its 13-character code, also the SFU's room id;
 * the creator is its moderator. The pin (6 digits) is what the SFU asks of whoever joins.
 */
export const conferenceRooms = pgTable(
  "conference_rooms",
  {
    id: varchar("id", { length: 13 }).primaryKey(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    creatorId: uuid("creator_id").references(() => users.id, { onDelete: "set null" }),
    isPrivate: boolean("is_private").notNull().default(false),
    pin: varchar("pin", { length: 6 }).notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("conference_rooms_tenant").on(t.tenantId),
    index("conference_rooms_creator_created").on(t.creatorId, t.createdAt),
    check("conference_rooms_id_code", sql`${t.id} ~ '^[a-z0-9]{13}$'`),
    check("conference_rooms_pin_digits", sql`${t.pin} ~ '^[0-9]{6}$'`),
  ],
);

/**
 * The scheduled meeting of a room (spec 2 §3 "Scheduled meeting"): its times as the organiser sent
 * them (ISO 8601 with offset), the IANA zone a repeat keeps its wall time in, the RRULE text, and
 * the iCalendar SEQUENCE, raised with each update mailed to the invitees (RFC 5546 §2.1.4).
 */
export const conferenceMeetings = pgTable(
  "conference_meetings",
  {
    roomId: varchar("room_id", { length: 13 })
      .primaryKey()
      .references(() => conferenceRooms.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    startDateTime: text("start_date_time").notNull(),
    endDateTime: text("end_date_time").notNull(),
    startsAt: at("starts_at").notNull(),
    timeZone: text("time_zone"),
    repeat: text("repeat").notNull().default(""),
    sequence: integer("sequence").notNull().default(0),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("conference_meetings_starts_at").on(t.startsAt)],
);

/**
 * Who is invited to a room's meeting (spec 2 §3 "Invitee"): a colleague of the room's tenant
 * (`user_id`) or an outside address; the organiser is one too, as moderator.
 */
export const conferenceInvitees = pgTable(
  "conference_invitees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: varchar("room_id", { length: 13 })
      .notNull()
      .references(() => conferenceRooms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    moderator: boolean("moderator").notNull().default(false),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    unique("conference_invitees_room_email").on(t.roomId, t.email),
    index("conference_invitees_user").on(t.userId),
    index("conference_invitees_email").on(t.email),
    check("conference_invitees_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A guest's e-mailed token (rooms/gettoken): only its SHA-256 is kept; it opens one room, for the
 * address it was sent to, until it expires.
 */
export const conferenceGuestTokens = pgTable(
  "conference_guest_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    roomId: varchar("room_id", { length: 13 })
      .notNull()
      .references(() => conferenceRooms.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("conference_guest_tokens_room_email").on(t.roomId, t.email)],
);

export type TenantRow = typeof tenants.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type DeviceSessionRow = typeof deviceSessions.$inferSelect;
export type CdrRow = typeof cdrs.$inferSelect;
export type NewCdrRow = typeof cdrs.$inferInsert;
export type BlfButtonRow = typeof blfButtons.$inferSelect;
export type PhonebookEntryRow = typeof phonebookEntries.$inferSelect;
export type AvatarRow = typeof avatars.$inferSelect;
export type DiagnosticReportRow = typeof diagnosticReports.$inferSelect;
export type VoicemailRow = typeof voicemailMessages.$inferSelect;
export type ArchiveRow = typeof archive.$inferSelect;
export type MucRoomRow = typeof mucRoom.$inferSelect;
export type ChatFileRow = typeof chatFiles.$inferSelect;
export type ConferenceRoomRow = typeof conferenceRooms.$inferSelect;
export type ConferenceMeetingRow = typeof conferenceMeetings.$inferSelect;
export type ConferenceInviteeRow = typeof conferenceInvitees.$inferSelect;
