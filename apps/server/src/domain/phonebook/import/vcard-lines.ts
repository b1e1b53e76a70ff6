/** A content line after unfolding, with the physical line it starts on (1-based). */
export type VcardLine = { line: number; text: string };

/** The lines of one BEGIN:VCARD … END:VCARD block; `line` is the BEGIN line. */
export type VcardBlock = { line: number; lines: VcardLine[]; ended: boolean };

const BEGIN = /^BEGIN:VCARD$/i;
const END = /^END:VCARD$/i;

/**
 * RFC 6350 §3.2 (and RFC 2425 §5.8.1 for 3.0): a line that starts with a space or a tab continues
 * the previous one, without that first character.
 */
export function unfold(content: string): VcardLine[] {
  const lines: VcardLine[] = [];
  content
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\n|\r/)
    .forEach((text, index) => {
      const last = lines.at(-1);
      if (last && (text.startsWith(" ") || text.startsWith("\t"))) last.text += text.slice(1);
      else lines.push({ line: index + 1, text });
    });
  return lines;
}

/**
 * The vCard blocks of a file. A BEGIN before the previous card's END, or the end of the file,
 * closes a card that is then marked as not ended; lines outside any card are ignored.
 */
export function vcardBlocks(content: string): VcardBlock[] {
  const blocks: VcardBlock[] = [];
  let open: VcardBlock | undefined;
  for (const entry of unfold(content)) {
    const text = entry.text.trim();
    if (BEGIN.test(text)) {
      if (open) blocks.push(open);
      open = { line: entry.line, lines: [], ended: false };
    } else if (END.test(text) && open) {
      blocks.push({ ...open, ended: true });
      open = undefined;
    } else if (open && text !== "") {
      open.lines.push(entry);
    }
  }
  if (open) blocks.push(open);
  return blocks;
}
