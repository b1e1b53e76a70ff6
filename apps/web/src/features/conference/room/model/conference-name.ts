/** spec 2 §3 local storage (conference): conferenceName (default 'Guest'), email. */
export const CONFERENCE_NAME_KEY = "conferenceName";
export const CONFERENCE_EMAIL_KEY = "email";
export const DEFAULT_CONFERENCE_NAME = "Guest";
/** spec 2 §9 "Name debounce 3 s". */
export const NAME_SAVE_DELAY_MS = 3_000;

export function storedConferenceName(): string {
  return localStorage.getItem(CONFERENCE_NAME_KEY) ?? DEFAULT_CONFERENCE_NAME;
}

/** spec 2 §5 "Display name is saved after 3 seconds without typing; empty becomes 'Guest'". */
export function saveConferenceName(name: string): string {
  const saved = name.trim() === "" ? DEFAULT_CONFERENCE_NAME : name.trim();
  localStorage.setItem(CONFERENCE_NAME_KEY, saved);
  return saved;
}

/** spec 2 §3 "The user id is a random number of up to 4 digits followed by the phone"; a guest's phone is random digits. */
export function newParticipantId(phone: string | null): string {
  const prefix = String(Math.floor(Math.random() * 10_000));
  const digits = phone ?? String(Math.floor(Math.random() * 1e10)).padStart(10, "0");
  return `${prefix}${digits}`;
}
