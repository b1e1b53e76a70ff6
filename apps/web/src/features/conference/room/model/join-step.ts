/**
 * What the join dialog's button does (spec 2 §4 "Conference join"):
 *
 *   rooms/info ─askForToken─▶ getToken ─token e-mailed─▶ enterToken ─token ≥ 6─▶ (join with token)
 *             ─askToJoin───▶ askToJoin ─moderator allows─▶ (join with the pin they send)
 *             ─otherwise───▶ join
 */
export type JoinStep = "join" | "askToJoin" | "getToken" | "enterToken";

export interface RoomAccess {
  readonly askToJoin: boolean;
  readonly askForToken: boolean;
}

export const TOKEN_MIN_LENGTH = 6;
export const TOKEN_RESEND_SECONDS = 60;

export function joinStep(access: RoomAccess, tokenRequested: boolean): JoinStep {
  if (access.askForToken) return tokenRequested ? "enterToken" : "getToken";
  if (access.askToJoin) return "askToJoin";
  return "join";
}

export const joinButtonLabel: Record<JoinStep, string> = {
  join: "Join",
  askToJoin: "Ask to join",
  getToken: "Get token",
  enterToken: "Join",
};

// A pragmatic check, as browsers' type=email does: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

export interface JoinForm {
  readonly guest: boolean;
  readonly email: string;
  readonly token: string;
  readonly busy: boolean;
}

/** Whether the e-mail field shows its error: a guest typed something that is not an address. */
export function emailError(form: JoinForm): boolean {
  return form.guest && form.email.trim() !== "" && !isEmail(form.email);
}

/** spec 2 §5: a bad e-mail disables the button; in the token step a token of at least 6 characters enables it. */
export function joinButtonDisabled(step: JoinStep, form: JoinForm): boolean {
  if (form.busy || emailError(form)) return true;
  switch (step) {
    case "getToken":
      return !isEmail(form.email);
    case "enterToken":
      return form.token.trim().length < TOKEN_MIN_LENGTH;
    case "join":
    case "askToJoin":
      return false;
  }
}
