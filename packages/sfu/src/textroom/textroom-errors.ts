/** TextRoom error codes (`JANUS_TEXTROOM_ERROR_*` in janus_textroom.c). */
export const TextRoomErrorCode = {
  NO_MESSAGE: 411,
  INVALID_JSON: 412,
  MISSING_ELEMENT: 413,
  INVALID_ELEMENT: 414,
  INVALID_REQUEST: 415,
  ALREADY_SETUP: 416,
  NO_SUCH_ROOM: 417,
  ROOM_EXISTS: 418,
  UNAUTHORIZED: 419,
  USERNAME_EXISTS: 420,
  ALREADY_IN_ROOM: 421,
  NOT_IN_ROOM: 422,
  NO_SUCH_USER: 423,
  UNKNOWN_ERROR: 499,
} as const;

export class TextRoomError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
