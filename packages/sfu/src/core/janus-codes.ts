/**
 * Janus core error codes (janus-gateway `src/apierror.h`): clients and janus.js read the numbers,
 * so they are Janus's, not ours.
 */
export const JanusError = {
  UNKNOWN: 490,
  TRANSPORT_SPECIFIC: 450,
  MISSING_REQUEST: 452,
  UNKNOWN_REQUEST: 453,
  INVALID_JSON: 454,
  INVALID_JSON_OBJECT: 455,
  MISSING_MANDATORY_ELEMENT: 456,
  INVALID_REQUEST_PATH: 457,
  SESSION_NOT_FOUND: 458,
  HANDLE_NOT_FOUND: 459,
  PLUGIN_NOT_FOUND: 460,
  PLUGIN_ATTACH: 461,
  PLUGIN_MESSAGE: 462,
  PLUGIN_DETACH: 463,
  JSEP_UNKNOWN_TYPE: 464,
  JSEP_INVALID_SDP: 465,
  INVALID_ELEMENT_TYPE: 467,
  UNEXPECTED_ANSWER: 469,
  WEBRTC_STATE: 471,
  NOT_ACCEPTING_SESSIONS: 472,
} as const;

/** A request the core refuses with a Janus error code; the transport turns it into `{janus:"error"}`. */
export class JanusRequestError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
  }
}
