/** The offer cannot be answered: the message says why (malformed SDP, no audio, no PCMU/PCMA). */
export class MediaOfferError extends Error {
  override readonly name = "MediaOfferError";
}

/** The endpoint already serves `maxSessions` sessions. */
export class MediaBusyError extends Error {
  override readonly name = "MediaBusyError";
}
