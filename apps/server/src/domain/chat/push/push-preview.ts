/**
 * A push message carries at most 4 KB (RFC 8030 §7.2: push services may refuse more): the preview
 * of the text is cut to this many characters, whole code points, with an ellipsis.
 */
const PREVIEW_CHARACTERS = 300;

/** A message's text as a notification shows it. */
export function pushPreview(text: string): string {
  const characters = Array.from(text);
  return characters.length <= PREVIEW_CHARACTERS
    ? text
    : `${characters.slice(0, PREVIEW_CHARACTERS).join("")}…`;
}
