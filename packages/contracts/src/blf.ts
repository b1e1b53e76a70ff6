// zod/mini: home loads these schemas, and the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/**
 * The presence board (spec 1 §2 "blf", §3 "BLF entry", §7 blf/get). Every entry is one button the
 * user's administrator provisioned; its live part (status, start, call_type, the parties) comes from
 * the SIP plane's dialog and registration state at the moment of the poll.
 */

/** spec 1 §9: polled every 5 s; data older than 10 s is stale. */
export const BLF_POLL_INTERVAL_MS = 5_000;
export const BLF_STALE_AFTER_MS = 10_000;

/**
 * B busy-lamp field of a colleague, P pickup (a colleague's lamp that picks up their ringing call),
 * H headset, L line (the user's own line), RP pause recording, RR resume recording (never shown),
 * N skip (an empty slot), D speed dial, S manual speed dial, V voicemail.
 */
export const blfButtonTypeSchema = z.enum(["B", "P", "H", "L", "RP", "RR", "N", "D", "S", "V"]);
export type BlfButtonType = z.infer<typeof blfButtonTypeSchema>;
/** Types that watch a colleague's (or the user's own) line and so carry live status. */
export const LAMP_BUTTON_TYPES: readonly BlfButtonType[] = ["B", "P", "L"];
/** Types the board never shows. */
export const HIDDEN_BUTTON_TYPES: readonly BlfButtonType[] = ["RP", "RR", "N"];

/**
 * What blf_number is: 'phone' a licensed colleague of the caller's tenant, 'ivr' the voicemail
 * service (`*1`, type V), 'external' anything else (including another tenant's numbers, which are
 * as unknown as a number nobody has). queue and huntgroup are reserved for those services.
 */
export const blfStypeSchema = z.enum(["queue", "huntgroup", "ivr", "phone", "external"]);
export type BlfStype = z.infer<typeof blfStypeSchema>;

/**
 * The lamp of a watched line (types B, P, L), as a busy-lamp field shows it:
 * - idle: at least one device registered and no call;
 * - ringing: a call rings there (an incoming call that a P button or "pickup" can take; call_type INB);
 * - oncall: in a call, answered, or dialling out and waiting for the answer (call_type OUT);
 * - offline: no device registered (the live call fields are still filled when a call exists).
 * With several calls the one shown is a ringing incoming call first (it is the one a colleague can
 * act on), then the oldest answered one, then the oldest outgoing one.
 *
 * Entries without a lamp (H, RP, RR, N, D, S, V, and any button whose number is not a colleague of
 * the caller's tenant) carry no live data: status 'idle', online '0', online_status 'O', dnd '0',
 * start 0, call_type "" and empty parties, video '0', chat '0', mobex_status "".
 */
export const blfLineStatusSchema = z.enum(["idle", "ringing", "oncall", "offline"]);
export type BlfLineStatus = z.infer<typeof blfLineStatusSchema>;

const flag = z.enum(["0", "1"]);

export const blfEntrySchema = z.object({
  /** The button's id; custom boards list these. */
  id: z.string(),
  /** The button's label; without one the colleague's name, else the phone-book name, else the number. */
  blf_name: z.string(),
  /** The watched or dialled number: a colleague's phone, a speed-dial target, or `*1` for voicemail. */
  blf_number: z.string(),
  /** The phone-book name behind blf_number, "" when there is none. */
  cpb_name: z.string(),
  type: blfButtonTypeSchema,
  /** Position on the provisioned board (1-based). */
  button: z.int().check(z.positive()),
  /** '1' when a video call to this colleague is possible (video enabled and online). */
  video: flag,
  /** '1' when the colleague can be chatted with. */
  chat: flag,
  /** The colleague's status text (20 characters at most). */
  mobex_status: z.string(),
  /** Queue status line, "" when the colleague is in no queue. */
  qstatus: z.string(),
  status: blfLineStatusSchema,
  /** '1' while at least one of the colleague's devices is registered. */
  online: flag,
  /** The availability the colleague chose: 'O' available, 'U' unavailable. */
  online_status: z.enum(["O", "U"]),
  dnd: flag,
  /** Epoch seconds the current call started ringing or was answered; 0 when idle. */
  start: z.int().check(z.nonnegative()),
  /** Direction of the current call from the colleague's side; "" when idle. */
  call_type: z.enum(["", "INB", "OUT"]),
  /** Source (caller) number of the current call. */
  snumber: z.string(),
  /** Destination (callee) number of the current call. */
  dnumber: z.string(),
  /** The other party of the current call as the colleague sees it. */
  cnumber: z.string(),
  stype: blfStypeSchema,
  callerid_internal: z.string(),
  callername_internal: z.string(),
  /**
   * Contact details of blf_number: a colleague's phone, e-mail and tenant name (company); mobile,
   * other (home) and department from a phone-book entry with that number, "" without one. An
   * external number takes every field from its phone-book entry, or only telephone without one.
   */
  telephone: z.string(),
  mobile: z.string(),
  other: z.string(),
  mail: z.string(),
  company: z.string(),
  department: z.string(),
  /** Hash of the colleague's avatar for avatar/getimage; "" without one (an addition to spec 1 §3). */
  avatar_hash: z.string(),
});
export type BlfEntry = z.infer<typeof blfEntrySchema>;

/** POST /webrtc/mobex/blf/get/ {token}: 200 with the entries, 204 when no button is configured, 429 when polled too fast. */
export const blfGetBodySchema = z.object({ token: z.string().check(z.minLength(1, "token is required")) });
export type BlfGetBody = z.infer<typeof blfGetBodySchema>;
export const blfGetAnswerSchema = envelopeSchema(z.nullable(z.array(blfEntrySchema)));

/** The board's texts (spec 1 §8). */
export const blfTexts = {
  notConfigured: "BLF is currently not configured",
  loadFailed: "Error getting BLF contacts",
} as const;

/**
 * Custom presence boards and how the board is arranged (spec 1 §3 "Custom presence board", "Arrange
 * settings"), stored with configs/update under {@link BOARD_ARRANGE_CONFIG_KEY} so that they follow
 * the user to every device.
 */
export const BOARD_ARRANGE_CONFIG_KEY = "blfArrange";
export const BOARD_NAME_MAX_LENGTH = 30;
/** The preset board: every provisioned button in the administrator's order. */
export const SYSTEM_BOARD = "System";

export const boardNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Board name is required"),
    z.maxLength(BOARD_NAME_MAX_LENGTH, `Board name must have at most ${BOARD_NAME_MAX_LENGTH} characters`),
  );

export const boardSortSchema = z.enum(["unsorted", "asc", "desc"]);
export type BoardSort = z.infer<typeof boardSortSchema>;

export const boardArrangeSchema = z.object({
  /** SYSTEM_BOARD or the name of one of customArranges. */
  arrangeSelected: z.string(),
  /** Board name → ordered ids of its visible entries; every other entry is hidden. */
  customArranges: z.record(boardNameSchema, z.array(z.string()).check(z.minLength(1))),
  sortAlphabetically: boardSortSchema,
  showSurname: z.boolean(),
  searchText: z.string(),
});
export type BoardArrange = z.infer<typeof boardArrangeSchema>;
/** Each field of a board arrangement on its own: a stored value from another build is taken where it is valid. */
export const boardArrangePartSchema = z.partial(boardArrangeSchema);

export const defaultBoardArrange: BoardArrange = {
  arrangeSelected: SYSTEM_BOARD,
  customArranges: {},
  sortAlphabetically: "unsorted",
  // First names only until the user asks for surnames (System Settings "show BLF surname").
  showSurname: false,
  searchText: "",
};

/** spec 1 §7: POST /webrtc/mobex/blf/get/ {token} — the presence board, polled every 5 s. */
export const blfGetEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/blf/get/",
  request: blfGetBodySchema,
  answer: blfGetAnswerSchema,
});
