/**
 * The parsed values of header texts that recur, by their exact text: every message of a call
 * repeats the same From and To, each device's Contact, and the Record-Route it returns as Route,
 * so a call's dozen messages parse each of them once instead of at every message (issue 8 §4).
 *
 * Values are shared by every reader: like the message accessors' (sip-message.ts), they are
 * read-only, and whoever changes one copies it first (cloneUri, cloneNameAddr, Params.clone).
 * Bounded in entries, oldest out first, and in text length; a text that fails to parse is not
 * kept (the parse throws each time). Kept texts are copies, so that a short value never keeps
 * alive the whole frame it was sliced from.
 */
export class ParseMemo<T, C = undefined> {
  private readonly values = new Map<string, T>();

  constructor(
    /** `context` only names the text in errors: a value parsed once stands for any context. */
    private readonly parse: (text: string, context: C) => T,
    private readonly capacity = 4096,
    private readonly maxTextLength = 512,
  ) {}

  get(text: string, context: C): T {
    const known = this.values.get(text);
    if (known !== undefined) return known;
    if (text.length > this.maxTextLength) return this.parse(text, context);
    const own = Buffer.from(text, "utf8").toString("utf8");
    const value = this.parse(own, context);
    if (this.values.size >= this.capacity) this.dropOldest();
    this.values.set(own, value);
    return value;
  }

  get size(): number {
    return this.values.size;
  }

  private dropOldest(): void {
    for (const key of this.values.keys()) {
      this.values.delete(key);
      return;
    }
  }
}
