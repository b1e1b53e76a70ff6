/**
 * The parsed values of header texts that recur, by their exact text: every message of a call
 * repeats the same From and To, each device's Contact, and the Record-Route it returns as Route,
 * so a call's dozen messages parse each of them once instead of at every message (issue 8 §4).
 *
 * Values are shared by every reader: like the message accessors' (sip-message.ts), they are
 * read-only, and whoever changes one copies it first (cloneUri, cloneNameAddr, Params.clone).
 * Bounded in entries, the least recently used out first, and in text length; a text that fails to parse is not
 * kept (the parse throws each time). Kept texts are copies, so that a short value never keeps
 * alive the whole frame it was sliced from.
 */
export class ParseMemo<T, C = undefined> {
  /**
   * Two generations instead of one ordered map: a value is kept while either holds it, and when
   * the young one is full it becomes the old one (the old one is dropped whole). Evicting one
   * entry at a time from a Map would make every insertion skip the holes earlier deletions left.
   */
  private young = new Map<string, T>();
  private old = new Map<string, T>();

  constructor(
    /** `context` only names the text in errors: a value parsed once stands for any context. */
    private readonly parse: (text: string, context: C) => T,
    private readonly capacity = 4096,
    private readonly maxTextLength = 512,
  ) {}

  get(text: string, context: C): T {
    const young = this.young.get(text);
    if (young !== undefined) return young;
    const old = this.old.get(text);
    if (old !== undefined) {
      this.keep(text, old);
      return old;
    }
    if (text.length > this.maxTextLength) return this.parse(text, context);
    // UTF-16 both ways: a copy unit for unit, whatever the text holds.
    const own = Buffer.from(text, "utf16le").toString("utf16le");
    const value = this.parse(own, context);
    this.keep(own, value);
    return value;
  }

  /** Entries held, at most `capacity`. */
  get size(): number {
    return this.young.size + this.old.size;
  }

  private keep(text: string, value: T): void {
    if (this.young.size >= this.capacity / 2) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(text, value);
  }
}
