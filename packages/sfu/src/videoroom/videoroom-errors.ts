/** VideoRoom error codes (`JANUS_VIDEOROOM_ERROR_*` in janus_videoroom.c). */
export const VideoRoomErrorCode = {
  UNKNOWN_ERROR: 499,
  NO_MESSAGE: 421,
  INVALID_JSON: 422,
  INVALID_REQUEST: 423,
  JOIN_FIRST: 424,
  ALREADY_JOINED: 425,
  NO_SUCH_ROOM: 426,
  ROOM_EXISTS: 427,
  NO_SUCH_FEED: 428,
  MISSING_ELEMENT: 429,
  INVALID_ELEMENT: 430,
  INVALID_SDP_TYPE: 431,
  PUBLISHERS_FULL: 432,
  UNAUTHORIZED: 433,
  ALREADY_PUBLISHED: 434,
  NOT_PUBLISHED: 435,
  ID_EXISTS: 436,
  INVALID_SDP: 437,
} as const;

export class VideoRoomError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** How Janus reports a plugin error: inside plugindata, as an `event`. */
export function videoRoomErrorData(error: unknown): Record<string, unknown> {
  if (error instanceof VideoRoomError)
    return { videoroom: "event", error_code: error.code, error: error.message };
  const detail = error instanceof Error ? error.message : String(error);
  return { videoroom: "event", error_code: VideoRoomErrorCode.UNKNOWN_ERROR, error: detail };
}
