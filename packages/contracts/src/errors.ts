/**
 * The error catalogue: every text the spec lists for an API answer or a client error lives here,
 * so that the server's messages and the client's texts cannot drift apart.
 */
export const errorCatalogue = {
  jweTokenExpired: { code: 407, message: "JWE Token Expired" },
  sessionUnknown: { code: 404, message: "Session not found" },
  unauthorised: { code: 401, message: "Unauthorised" },
  wrongToken: { code: 401, message: "Wrong token!" },
  tokenExpiredNewSent: { code: 404, message: "We emailed you a new token. Try again." },
  reauthNewTokenSent: { code: 401, message: "We've sent you a new token" },
  unlicensed: { code: 403, message: "This e-mail address is not configured for Mobex" },
  /** A signed-in user asked for data that is not theirs (ARCHITECTURE.md: no call crosses a tenant). */
  forbidden: { code: 403, message: "Forbidden" },
  /** spec 1 §2, §6: the phone book exists only for a user with the cpb flag. */
  phoneBookDisabled: { code: 403, message: "The phone book is not enabled for this user" },
  tooManyAuthAttempts: {
    code: 429,
    message: "Too many attempts. Please wait a few minutes before trying again.",
  },
  blfTooFast: {
    code: 429,
    message:
      "It appears that this page is making requests too quickly. Please reload the page and wait a few minutes before trying again.",
  },
  /** A user may keep 32 stored settings (configs/update); changing or clearing one is always allowed. */
  tooManyConfigs: { code: 413, message: "Too many stored settings: clear one before adding another" },
  tooManyReports: { code: 429, message: "Too many error reports. Try again later." },
  validation: { code: 400, message: "Invalid request" },
  notFound: { code: 404, message: "Not found" },
  /**
   * Not 404: to the client every 404 means an expired token (spec 1 §4, §8), so a message deleted on
   * another device would cost a renewal and then read as a failure.
   */
  voicemailGone: { code: 410, message: "This voicemail message no longer exists" },
  internal: { code: 500, message: "Looks like something went wrong!" },
} as const;

export type ErrorKey = keyof typeof errorCatalogue;

/** Texts the client shows; kept beside the server's so both sides use the same words (spec 1 §8). */
export const clientTexts = {
  wrongToken: "Wrong token!",
  wrongTokenLogin: "Sorry, that isn't the correct token.",
  newTokenEmailed: "We emailed you a new token. Try again.",
  tokenDialogError: "That went wrong.",
  unlicensedTitle: "Correct E-Mail Address?",
  genericError: "Looks like something went wrong!",
  genericErrorHint: "Try going back to your previous position",
  offline: "Not connected. Trying to reconnect…",
  newVersion: "New version available - click here to apply",
  otherTab: "You're logged in another tab",
  closeTab: "Are you sure you want to close?",
  nothingHere: "Nothing Here",
  noMicrophonePermission: "No microphone permission",
  enableDebug: "Enable debug mode!",
  debugEnabled: "Debug mode enabled!",
} as const;
