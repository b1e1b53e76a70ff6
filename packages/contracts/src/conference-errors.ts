/**
 * The rooms API's refusals (spec 2 §8 Conference), apart from errors.ts like chat's, so that the
 * first screen's bundle does not carry them. The texts the spec names are spelt as it spells them.
 */
export const conferenceErrorCatalogue = {
  roomNotFound: { code: 404, message: "Room does not exist" },
  notInvited: { code: 404, message: "You were not invited for this conference" },
  /** spec 2 §8 Create room: 403 'No token' when there is no session to create with. */
  noToken: { code: 403, message: "No token" },
  roomExists: { code: 409, message: "This room already exists" },
  /** A bearer that may not enter directly: it must ask to join or get a token first. */
  mayNotEnter: { code: 403, message: "You may not enter this room without being admitted" },
  notOrganiser: { code: 403, message: "Only the organiser may change this meeting" },
  /** A start in the past or years ahead, a meeting longer than a week, or a rule that does not expand. */
  invalidSchedule: { code: 400, message: "The meeting's times or repeat rule cannot be used" },
  tooManyInvitees: { code: 413, message: "Too many invitees for one meeting" },
  notScheduled: { code: 404, message: "This room has no scheduled meeting" },
  guestTokenRequests: { code: 429, message: "Too many token requests for this conference. Try again later." },
  roomRequests: { code: 429, message: "Too many room requests. Try again later." },
  tooManyRooms: { code: 429, message: "Too many rooms created. Try again later." },
} as const satisfies Record<string, { code: number; message: string }>;

export type ConferenceErrorKey = keyof typeof conferenceErrorCatalogue;
