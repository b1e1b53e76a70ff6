// zod/mini, like every contract the web app loads (issue 9, budgets).
import { z } from "zod/mini";
import { authenticatedBodySchema, envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/*
 * The chat HTTP API (issue 13, spec 2 §7 "Chat"). Every call is a POST with a JSON body carrying
 * the JWE `token`; the answer is the usual envelope (responses[0].code). A user without chat
 * (chat_support off, or chat_disabled by the administrator) gets 403 "Chat is not enabled for this
 * user" from every one of them. Errors are in chat-errors.ts.
 *
 * Addresses (chat-design.md): a user's bare JID is `<phone>@<domain>`; a group's room JID is
 * `<groupId>@conference.<domain>`, groupId = "g" + 12 lowercase base32 characters.
 */

/** spec 2 §9: history pages hold 30 messages. */
export const CHAT_HISTORY_PAGE = 30;
/** spec 2 §5, §9: an attachment is at most 10 MB once decoded. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Not in the spec ("not shown"): our bounds on a group. */
export const CHAT_GROUP_NAME_MAX = 64;
export const CHAT_GROUP_MEMBERS_MAX = 100;
/** Not in the spec: browsers one user may subscribe to Web Push. */
export const CHAT_PUSH_MAX_SUBSCRIPTIONS = 10;
/** The groupId of chat-design.md: never all digits, so /chat/{extension} and /chat/{groupId} differ. */
export const CHAT_GROUP_ID_PATTERN = /^g[a-z2-7]{12}$/;

const token = authenticatedBodySchema.shape.token;
const phone = z.string().check(z.trim(), z.minLength(1, "phone is required"), z.maxLength(32));
/** A colleague as the client names one: an extension or a full phone number. */
const colleagueNumber = z.string().check(z.trim(), z.minLength(1), z.maxLength(32), z.regex(/^\+?[0-9*#]+$/));
const groupId = z.string().check(z.trim(), z.regex(CHAT_GROUP_ID_PATTERN, "must be a group's id"));
/**
 * `lastSequ` of spec 2 §7: the archive id of the oldest message the client holds; the page holds
 * the messages before it. Absent, 0 or "" is the newest page. Numbers and digit strings are accepted.
 */
const lastSequ = z.optional(
  z.union([
    z.int().check(z.nonnegative()),
    z.pipe(
      z.string().check(z.regex(/^[0-9]{0,18}$/, "lastSequ must be a message sequence")),
      z.transform((value) => (value === "" ? 0 : Number(value))),
    ),
  ]),
);
const pageLimit = z.optional(z.int().check(z.minimum(1), z.maximum(CHAT_HISTORY_PAGE)));
const memberList = z
  .array(colleagueNumber)
  .check(z.maxLength(CHAT_GROUP_MEMBERS_MAX, `at most ${CHAT_GROUP_MEMBERS_MAX} members`));

// ——— Contacts ———

/** spec 2 §3 "Chat contact: extension, name" (+ phone, the local part of the contact's JID). */
export const chatContactSchema = z.object({ name: z.string(), extension: z.string(), phone: z.string() });
export type ChatContact = z.infer<typeof chatContactSchema>;

/** POST chat/users/list {token} → data: the colleagues of the caller's tenant with chat, the caller excluded. */
export const chatUsersListEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/users/list",
  request: authenticatedBodySchema,
  answer: envelopeSchema(z.array(chatContactSchema)),
});

// ——— Conversations and history ———

/**
 * spec 2 §3 "Recent-conversation record: bare_peer, kind, timestamp, txt, unreadedMessages": the
 * last message of each conversation, newest first. `bare_peer` is the colleague's bare JID for a
 * direct chat, the room JID for a group (kind 'groupchat'); `timestamp` is microseconds since the
 * epoch (ejabberd's archive); `unreadedMessages` counts the peer's messages after the caller's read
 * marker (chat/confirmMessage), on every device alike.
 */
export const chatRecentSchema = z.object({
  bare_peer: z.string(),
  kind: z.enum(["chat", "groupchat"]),
  timestamp: z.number(),
  txt: z.string(),
  unreadedMessages: z.int().check(z.nonnegative()),
});
export type ChatRecent = z.infer<typeof chatRecentSchema>;

/** POST chat/recent {token, phone} → data: ChatRecent[]; `phone` must be the caller's own. */
export const chatRecentEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/recent",
  request: z.object({ token, phone }),
  answer: envelopeSchema(z.array(chatRecentSchema)),
});

/**
 * spec 2 §3 "History record: created_at, kind, xml, txt, nick, username, datetime_received,
 * datetime_readed", plus `id` (the archive id, the next page's `lastSequ`), `timestamp`
 * (microseconds), `bare_peer` and `origin_id` (the stanza's id, '' when none).
 * For a direct chat `username` is the archive's owner (the caller's phone) and `bare_peer` the
 * colleague's JID; `xml` is the stanza, whose `from` says who wrote it. In a group, `username`
 * is the room JID and `nick` the writer. `datetime_received` / `datetime_readed` (ISO 8601 or
 * null) say when the other party's device confirmed the caller's own message (direct chats only:
 * in a group they are null).
 */
export const chatHistoryRecordSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  timestamp: z.number(),
  kind: z.enum(["chat", "groupchat"]),
  xml: z.string(),
  txt: z.string(),
  nick: z.string(),
  username: z.string(),
  bare_peer: z.string(),
  origin_id: z.string(),
  datetime_received: z.nullable(z.string()),
  datetime_readed: z.nullable(z.string()),
});
export type ChatHistoryRecord = z.infer<typeof chatHistoryRecordSchema>;

/**
 * A history page: `messages` oldest first, ready to be prepended above what the client shows; the
 * next (older) page is asked with lastSequ = messages[0].id. `complete` is true when nothing older
 * exists.
 */
export const chatHistoryPageSchema = z.object({
  messages: z.array(chatHistoryRecordSchema),
  complete: z.boolean(),
});
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

/**
 * POST chat/history {token, phone, chatWith, lastSequ, limit} → data: ChatHistoryPage. `chatWith`
 * is the colleague's extension or full phone; `limit` is 1–30 (default 30).
 */
export const chatHistoryEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/history",
  request: z.object({ token, phone, chatWith: colleagueNumber, lastSequ, limit: pageLimit }),
  answer: envelopeSchema(chatHistoryPageSchema),
});

/** POST chatGroup/history {token, groupName, lastSequ, limit} → ChatHistoryPage; groupName is the groupId; members only. */
export const chatGroupHistoryEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chatGroup/history",
  request: z.object({ token, groupName: groupId, lastSequ, limit: pageLimit }),
  answer: envelopeSchema(chatHistoryPageSchema),
});

/**
 * POST chat/confirmMessage {token, messageId, messageInformation, groupChat} (spec 2 §7). The
 * message is named by its stanza id (the XMPP `id` / origin-id the client saw) or by its archive
 * id (history's `id`); it must be in the caller's archive (or, with groupChat, in a room the
 * caller is in). 'read' / 'received' marks it and every earlier message of that conversation
 * (spec 2 §4). Answer (spec: "not shown"): data.unreadMessages, the conversation's unread count after it.
 */
export const chatConfirmMessageEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/confirmMessage",
  request: z.object({
    token,
    messageId: z.union([
      z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
      z.pipe(
        z.int().check(z.positive()),
        z.transform((value) => String(value)),
      ),
    ]),
    messageInformation: z.enum(["read", "received"]),
    groupChat: z.optional(z.boolean()),
  }),
  answer: envelopeSchema(z.object({ unreadMessages: z.int().check(z.nonnegative()) })),
});

// ——— Groups ———

/** spec 2 §3 "Group member: name, extension, invited": invited is true for members, false for the owner. */
export const chatGroupMemberSchema = z.object({
  name: z.string(),
  extension: z.string(),
  phone: z.string(),
  invited: z.boolean(),
});
/**
 * spec 2 §3 "Group: groupID, groupDescription, groupOwner, members" (+ groupJid, the room JID).
 * groupDescription is the group's name; groupOwner the owner's extension; members include the owner.
 */
export const chatGroupSchema = z.object({
  groupID: z.string(),
  groupJid: z.string(),
  groupDescription: z.string(),
  groupOwner: z.string(),
  members: z.array(chatGroupMemberSchema),
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

/**
 * POST chat/muc/create {token, phone, groupName, members} → data {groupID} (spec 2 §7). phone is
 * the caller (the owner); groupName is trimmed, 1–64 characters; members (extensions or phones)
 * must be colleagues with chat: else 400 with data.members naming them; none → 400 "You can't
 * create an empty group!".
 */
export const chatGroupCreateEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/muc/create",
  request: z.object({
    token,
    phone,
    groupName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "groupName is required"),
        z.maxLength(CHAT_GROUP_NAME_MAX, `groupName is at most ${CHAT_GROUP_NAME_MAX} characters`),
      ),
    members: memberList,
  }),
  answer: envelopeSchema(z.object({ groupID: z.string() })),
});

/** POST chat/muc/list {token, phone?} → data: the groups the caller is in. */
export const chatGroupListEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/muc/list",
  request: z.object({ token, phone: z.optional(phone) }),
  answer: envelopeSchema(z.array(chatGroupSchema)),
});

/**
 * POST chat/muc/users/add {token, groupID, members} and chat/muc/users/remove {token, groupID,
 * members} → data: the group as it is now (spec: "not shown"). Owner only (403); an unknown group
 * or another tenant's is 404; the owner cannot be removed (400).
 */
const groupMembersBody = z.object({ token, groupID: groupId, members: memberList });
export const chatGroupAddEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/muc/users/add",
  request: groupMembersBody,
  answer: envelopeSchema(chatGroupSchema),
});
export const chatGroupRemoveEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/muc/users/remove",
  request: groupMembersBody,
  answer: envelopeSchema(chatGroupSchema),
});

/** POST chat/muc/delete {token, groupID} → data {groupID} (spec: "not shown"). Owner only; the room's archive goes with it. */
export const chatGroupDeleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/muc/delete",
  request: z.object({ token, groupID: groupId }),
  answer: envelopeSchema(z.object({ groupID: z.string() })),
});

// ——— Attachments ———

/**
 * POST chat/storage {token, phone, fileContent, fileName?, fileType?} → data {attachmentId, name,
 * type, size} (spec 2 §7 names attachmentId). fileContent is a data URL
 * (`data:<type>;base64,…`) or bare base64; at most 10 MB decoded (413 otherwise). The stored type
 * is the one the bytes show (magic bytes); a declared type (the data URL's or fileType) that the
 * bytes contradict is 415, and so is a program. fileName defaults to "file".
 * `conversation` (ours; the spec's call without it stays valid) names where the file is shared: a
 * colleague's extension or phone, or a groupId the caller is a member of. Who may open the file
 * with chat/storage/get: the uploader, the parties of that conversation (a group's current
 * members), and anyone the uploader sent a message carrying its id (the spec's flow, which names
 * no conversation).
 */
export const chatStorageEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/storage",
  request: z.object({
    token,
    phone,
    fileContent: z.string().check(z.minLength(1, "fileContent is required")),
    fileName: z.optional(z.string().check(z.trim(), z.maxLength(255))),
    fileType: z.optional(z.string().check(z.trim(), z.maxLength(255))),
    conversation: z.optional(
      z.union([colleagueNumber, groupId], "conversation must be a colleague's number or a group's id"),
    ),
  }),
  answer: envelopeSchema(
    z.object({ attachmentId: z.string(), name: z.string(), type: z.string(), size: z.int() }),
  ),
});

/**
 * POST chat/storage/get {token, phone, attachmentId} → data {file_base64, name, type, size}: to
 * those chat/storage names (403 to anyone else of the uploader's tenant; another tenant's id is
 * 404, as an unknown one).
 */
export const chatStorageGetEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/storage/get",
  request: z.object({
    token,
    phone,
    attachmentId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  }),
  answer: envelopeSchema(
    z.object({ file_base64: z.string(), name: z.string(), type: z.string(), size: z.int() }),
  ),
});

// ——— Link previews ———

/**
 * Why the server refused to preview a link (chat/urlmetadata's 422, in data.reason): a scheme other
 * than http/https, an address that is not public (private, loopback, link-local, CGNAT, multicast,
 * unique-local, v4-mapped), too many redirects, a page over 512 KB, no answer within 5 s, or an
 * answer that is not a page (status, type).
 */
export const PREVIEW_REFUSALS = [
  "scheme",
  "address",
  "redirects",
  "too-large",
  "timeout",
  "unreachable",
  "not-html",
] as const;
export type PreviewRefusal = (typeof PREVIEW_REFUSALS)[number];

/**
 * spec 2 §3 link preview {image, description, title, link} ("" when the page has none; image is an
 * absolute URL). link is the page's final URL after redirects.
 */
export const linkPreviewSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string(),
  link: z.string(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/** POST chat/urlmetadata {token, site} → data: LinkPreview, or 422 with data.reason (PreviewRefusal). */
export const chatUrlMetadataEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/urlmetadata",
  request: z.object({ token, site: z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)) }),
  answer: envelopeSchema(z.union([linkPreviewSchema, z.object({ reason: z.enum(PREVIEW_REFUSALS) })])),
});

// ——— Notifications (Web Push) ———

/** Not in the spec: chat/notifyMobile's longest title and message (UTF-16 units), cut by the client. */
export const CHAT_NOTIFY_TITLE_MAX = 200;
export const CHAT_NOTIFY_MESSAGE_MAX = 1000;

/**
 * POST chat/notifyMobile {token, phone, title, message, messageId, messageTo} → data {sent}: a Web
 * Push notification to each browser the recipient subscribed (chat/push/subscribe), none while the
 * recipient is connected to chat. messageTo is a colleague's extension or phone, or a groupId (each
 * member but the caller). `sent` counts the notifications handed to push services. Answer: "not shown".
 */
export const chatNotifyMobileEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/notifyMobile",
  request: z.object({
    token,
    phone,
    title: z.string().check(z.maxLength(CHAT_NOTIFY_TITLE_MAX)),
    message: z.string().check(z.maxLength(CHAT_NOTIFY_MESSAGE_MAX)),
    messageId: z.string().check(z.maxLength(128)),
    messageTo: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  }),
  answer: envelopeSchema(z.object({ sent: z.int().check(z.nonnegative()) })),
});

/** The payload a notification carries (spec 2 §3 "Notification: title, body, data (text, conversation)"). */
export const chatPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  data: z.object({ text: z.string(), conversation: z.string(), messageId: z.string() }),
});
export type ChatPushPayload = z.infer<typeof chatPushPayloadSchema>;

/** Not in spec 2 (ours): POST chat/push/key {token} → data {publicKey}, the VAPID key for PushManager.subscribe. */
export const chatPushKeyEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/push/key",
  request: authenticatedBodySchema,
  answer: envelopeSchema(z.object({ publicKey: z.string() })),
});

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).check(z.maxLength(2048)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(256)),
    auth: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * Not in spec 2 (ours): POST chat/push/subscribe {token, subscription, remove?} → data {subscribed}:
 * stores this browser's subscription for the caller (at most 10 per user, 413 beyond), or removes
 * it with remove: true.
 */
export const chatPushSubscribeEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/chat/push/subscribe",
  request: z.object({ token, subscription: pushSubscriptionSchema, remove: z.optional(z.boolean()) }),
  answer: envelopeSchema(z.object({ subscribed: z.boolean() })),
});
