// Without zod: the chat (outside the lazy conference chunks) draws room codes with these too.

/** spec 2 §9: "Conference code length 13". */
export const ROOM_CODE_LENGTH = 13;
export const ROOM_CODE_PATTERN = /^[a-z0-9]{13}$/;
/** spec 2 §3, §9: "pin of 6 digits". */
export const ROOM_PIN_LENGTH = 6;
export const ROOM_PIN_PATTERN = /^[0-9]{6}$/;
