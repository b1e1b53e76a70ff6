// An http(s) address up to the next space; trailing punctuation belongs to the sentence.
const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/i;

/** spec 2 §4: "Text containing a link gets a link preview" — the first link of the text, or null. */
export function firstLink(text: string): string | null {
  return LINK.exec(text)?.[0] ?? null;
}
