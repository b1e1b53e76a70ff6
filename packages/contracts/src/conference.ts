// zod/mini, like every contract the web app loads (issue 9, budgets); only the lazy conference
// chunks import this file.
import { z } from "zod/mini";
import { authenticatedBodySchema, envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";
import { isKnownTimeZone } from "./zoned-time";
import { ROOM_CODE_PATTERN, ROOM_PIN_PATTERN } from "./conference-codes";

/*
 * The rooms HTTP API (issue 14, spec 2 §7 "Conference host"). Paths are spec 2 §7's under the usual
 * /webrtc/mobex/ prefix; the room info lookup and the invitee contacts, whose paths the spec does not
 * show, are rooms/info/:roomId and rooms/contacts. Answers are the usual envelope; refusals are in
 * conference-errors.ts.
 *
 * A room's code (roomId = urlId, spec 2 §9: 13 characters) is also the SFU's (Janus VideoRoom, with
 * string_ids) room id and the text room's. 404 here means "Room does not exist" (or "You were not
 * invited…" for gettoken), never an expired session: call info/join/gettoken/participants with the
 * api-client's `send`, which does not renew on 404 as `call` does (spec 1 §4).
 */

export { ROOM_CODE_LENGTH, ROOM_CODE_PATTERN, ROOM_PIN_PATTERN } from "./conference-codes";
/** spec 2 §8: the title is "max 90 characters". */
export const MEETING_TITLE_MAX = 90;
/** Not shown in the spec: our bounds on what one request may store or send. */
export const MEETING_DESCRIPTION_MAX = 20_000;
export const MEETING_INVITEES_MAX = 100;
export const INVITE_TEXT_MAX = 2_000;
export const CANCEL_NOTES_MAX = 2_000;
export const PERSON_NAME_MAX = 128;
export const DISPLAY_NAME_MAX = 64;
/** spec 2 §8: "a token of at least 6 characters enables the button". */
export const GUEST_TOKEN_MIN_LENGTH = 6;
export const GUEST_TOKEN_MAX_LENGTH = 64;

/** spec 2 §8 Conference texts, as the spec spells them. */
export const conferenceTexts = {
  joinFailed: "Error joining room, try again later",
  roomDoesNotExist: "Room does not exist",
  somethingWentWrong: "Something went wrong",
  notAllowed: "Not allowed",
  noModerator: "No one in the room to answer, try again later",
  inviteNotFound: "Invite not found for this email",
  notInvited: "You were not invited for this conference",
  createExpired: "Something went wrong while creating this room, try again",
  createNoToken: "Unable to create room, check if you are logged",
  createFailed: "Unable to create room",
  roomCreated: "Room created",
  meetCanceled: "Meet canceled",
  cancelFailed: "Ops, something went wrong while canceling this meet",
  invitesUpdated: "Updated invites",
  updateFailed: "Ops, something went wrong while updating this meet",
} as const;

const token = authenticatedBodySchema.shape.token;
export const roomIdSchema = z.string().check(z.regex(ROOM_CODE_PATTERN, "must be a 13-character room code"));
export const roomPinSchema = z.string().check(z.regex(ROOM_PIN_PATTERN, "pin must be 6 digits"));
const email = z.email().check(z.maxLength(254));
const personName = z.string().check(z.trim(), z.maxLength(PERSON_NAME_MAX));
/** ISO 8601 with an offset (or Z), e.g. "2026-11-25T10:00:00+01:00". */
const isoDateTime = z.iso.datetime({ offset: true });
const WEEKDAY = "(?:[+-]?[1-5])?(?:MO|TU|WE|TH|FR|SA|SU)";
const RULE_PART = [
  "INTERVAL=[1-9][0-9]{0,2}",
  "COUNT=[1-9][0-9]{0,3}",
  "UNTIL=[0-9]{8}(?:T[0-9]{6}Z?)?",
  `BYDAY=${WEEKDAY}(?:,${WEEKDAY}){0,6}`,
  "BYMONTH=(?:[1-9]|1[0-2])",
  "BYMONTHDAY=-?(?:[1-9]|[12][0-9]|3[01])",
  "BYSETPOS=-?[1-5]",
  "WKST=(?:MO|SU)",
].join("|");
/**
 * RFC 5545 §3.3.10 RRULE value without DTSTART ("FREQ=WEEKLY;BYDAY=WE"), or "" for none: the
 * parts a meeting's repeat menu writes (spec 2 §9) and calendar programs send, daily at the most
 * often — an hourly or secondly rule would cost every listing of the meeting an expansion.
 */
export const REPEAT_RULE_PATTERN = new RegExp(
  `^(?:FREQ=(?:DAILY|WEEKLY|MONTHLY|YEARLY)(?:;(?:${RULE_PART}))*)?$`,
);
const timeZone = z
  .string()
  .check(
    z.maxLength(64),
    z.regex(/^[A-Za-z][A-Za-z0-9_+/-]*$/, "timeZone must be an IANA zone"),
    z.refine(isKnownTimeZone, "timeZone must be an IANA zone"),
  );
const repeatRule = z
  .string()
  .check(z.maxLength(200), z.regex(REPEAT_RULE_PATTERN, "repeat must be an RRULE"));

/** spec 2 §3 "Invitee or contact: name, email, extension" (selected stays in the client). */
export const inviteeSchema = z.object({
  name: personName,
  email,
  extension: z.optional(z.string().check(z.maxLength(32))),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteSchema = z.object({
  invitedPeople: z
    .array(inviteeSchema)
    .check(z.maxLength(MEETING_INVITEES_MAX, `at most ${MEETING_INVITEES_MAX} invitees`)),
  inviteText: z.string().check(z.maxLength(INVITE_TEXT_MAX)),
});
export type Invite = z.infer<typeof inviteSchema>;

/** spec 2 §3 create-room payload "schedule (title, description, startDateTime, endDateTime, repeat)". */
export const scheduleSchema = z
  .object({
    title: z.string().check(z.trim(), z.minLength(1, "Required"), z.maxLength(MEETING_TITLE_MAX)),
    /** HTML of the rich-text editor; the server keeps only an allow-list of tags. */
    description: z.string().check(z.maxLength(MEETING_DESCRIPTION_MAX)),
    startDateTime: isoDateTime,
    endDateTime: isoDateTime,
    repeat: repeatRule,
    /**
     * The organiser's IANA zone ("Europe/Berlin"): a repeat keeps the wall-clock time in it across
     * DST, and the calendar invitation names it. Absent, the start's UTC offset stays fixed.
     */
    timeZone: z.optional(timeZone),
  })
  .check(
    z.refine((s) => Date.parse(s.endDateTime) > Date.parse(s.startDateTime), {
      message: "endDateTime must be after startDateTime",
      path: ["endDateTime"],
    }),
  );
export type Schedule = z.infer<typeof scheduleSchema>;

export const moderatorSchema = z.object({
  email: z.string().check(z.maxLength(254)),
  extension: z.string().check(z.maxLength(32)),
  name: personName,
});

/** POST rooms/create/:roomId — the creator is the room's moderator (and the meeting's organiser). */
export const createRoomRequestSchema = z.object({
  token,
  is_private: z.boolean(),
  schedule: z.optional(scheduleSchema),
  moderator: moderatorSchema,
  invite: z.optional(inviteSchema),
  plugins: z.object({ pin: roomPinSchema, is_private: z.boolean() }),
});
export type CreateRoomRequest = z.infer<typeof createRoomRequestSchema>;

/** `url` is the room's shareable link, `<origin>/conference/<roomId>`. */
export const createdRoomSchema = z.object({ roomId: roomIdSchema, url: z.string() });

export const createRoomEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/rooms/create/:roomId",
  request: createRoomRequestSchema,
  answer: envelopeSchema(createdRoomSchema),
});

/** An RTCIceServer (the same servers video calls use). */
export const roomIceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});

/**
 * spec 2 §7 "Room info lookup by roomId returns roomId, url of the media server, pin, askToJoin,
 * askForToken". `pin` is null when the caller must first ask (askToJoin) or get a token
 * (askForToken); `liveToken` authenticates the live channel (socket.io /conference) for this room.
 */
export const roomInfoSchema = z.object({
  roomId: roomIdSchema,
  title: z.string(),
  /** The Janus WebSocket URL (subprotocol janus-protocol). */
  url: z.string(),
  pin: z.nullable(roomPinSchema),
  askToJoin: z.boolean(),
  askForToken: z.boolean(),
  liveToken: z.string(),
  iceServers: z.optional(z.array(roomIceServerSchema)),
});
export type RoomInfo = z.infer<typeof roomInfoSchema>;

/** POST rooms/info/:roomId {token?} — no session needed (guests); a session's token counts when valid. */
export const roomInfoEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/rooms/info/:roomId",
  // 404 here is 'Room does not exist' (or no such meeting), not an expired session: 407 is.
  notFoundIsAnswer: true,
  request: z.object({ token: z.optional(z.string()) }),
  answer: envelopeSchema(roomInfoSchema),
});

/** spec 2 §7 "POST rooms/join/{roomId}: Authorization header, plugins body". */
export const joinRoomRequestSchema = z.object({
  plugins: z.object({
    display: z.string().check(z.trim(), z.minLength(1), z.maxLength(DISPLAY_NAME_MAX)),
    email: z.optional(email),
  }),
});

export const joinedRoomSchema = z.object({ roomId: roomIdSchema, url: z.string(), pin: roomPinSchema });
export type JoinedRoom = z.infer<typeof joinedRoomSchema>;

/** Bearer: the session's JWE, or a guest's e-mailed token. */
export const joinRoomEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/rooms/join/:roomId",
  // 404 here is 'Room does not exist' (or no such meeting), not an expired session: 407 is.
  notFoundIsAnswer: true,
  tokenInHeader: true,
  request: joinRoomRequestSchema,
  answer: envelopeSchema(joinedRoomSchema),
});

/** spec 2 §7 "list of publishers (id, display, streams, private_id)"; ids are strings (string_ids). */
export const roomPublisherSchema = z.object({
  id: z.string(),
  display: z.string(),
  streams: z.array(z.object({ type: z.enum(["audio", "video", "data"]), mid: z.string() })),
  private_id: z.optional(z.number()),
});
export type RoomPublisher = z.infer<typeof roomPublisherSchema>;

export const roomParticipantsEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/rooms/participants/:roomId",
  // 404 here is 'Room does not exist' (or no such meeting), not an expired session: 407 is.
  notFoundIsAnswer: true,
  request: z.object({ token: z.optional(z.string()) }),
  answer: envelopeSchema(z.array(roomPublisherSchema)),
});

/** spec 2 §7 "POST rooms/gettoken/{roomUrlId}: email; token for an invite" — e-mails it; no session. */
export const guestTokenEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/rooms/gettoken/:roomUrlId",
  // 404 here is 'Room does not exist' (or no such meeting), not an expired session: 407 is.
  notFoundIsAnswer: true,
  request: z.object({ email }),
  answer: envelopeSchema(z.null()),
});

/** spec 2 §3 "Scheduled meeting … participant list (username, phone, moderator)", plus the e-mail. */
export const meetingParticipantSchema = z.object({
  username: z.string(),
  phone: z.string(),
  email: z.string(),
  moderator: z.boolean(),
});

export const scheduledMeetingSchema = z.object({
  urlId: roomIdSchema,
  title: z.string(),
  description: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  repeat: z.string(),
  timeZone: z.nullable(z.string()),
  participants: z.array(meetingParticipantSchema),
  /** The next occurrence's start (ISO), or null when none is left. */
  nextEventDate: z.nullable(z.string()),
});
export type ScheduledMeeting = z.infer<typeof scheduledMeetingSchema>;

/** spec 2 §7 "GET rooms/roomsscheduled: array of scheduled meetings" — organised or invited; Bearer JWE. */
export const scheduledRoomsEndpoint = defineEndpoint({
  method: "GET",
  path: "/webrtc/mobex/rooms/roomsscheduled",
  tokenInHeader: true,
  request: z.object({}),
  answer: envelopeSchema(z.array(scheduledMeetingSchema)),
});

/** spec 2 §7 "POST rooms/invitepeople/{roomUrlId}: invite (invitedPeople, inviteText)" — organiser only. */
export const invitePeopleEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/rooms/invitepeople/:roomUrlId",
  // 404 here is 'Room does not exist' (or no such meeting), not an expired session: 407 is.
  notFoundIsAnswer: true,
  request: z.object({ token, invite: inviteSchema }),
  answer: envelopeSchema(scheduledMeetingSchema),
});

/** spec 2 §7 "DELETE rooms/{roomUrlId}: cancel_notes" — organiser only; Bearer JWE. */
export const cancelMeetingEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/webrtc/mobex/rooms/:roomUrlId",
  // 404 here is 'Room does not exist' (or no such meeting), not an expired session: 407 is.
  notFoundIsAnswer: true,
  tokenInHeader: true,
  request: z.object({ cancel_notes: z.optional(z.string().check(z.maxLength(CANCEL_NOTES_MAX))) }),
  answer: envelopeSchema(z.null()),
});

export const roomContactSchema = z.object({ name: z.string(), email: z.string(), extension: z.string() });
export type RoomContact = z.infer<typeof roomContactSchema>;

/** spec 2 §7 "Contacts list for invitees returns data array of name, email, extension". */
export const roomContactsEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/rooms/contacts",
  request: z.object({ token }),
  answer: envelopeSchema(z.array(roomContactSchema)),
});
