import { headerName, type HeaderName } from "../grammar/header-names";

export interface HeaderField {
  readonly name: string;
  readonly value: string;
}

/**
 * The ordered header fields of a message. Names are stored canonical (compact forms expanded) and
 * matched case-insensitively (RFC 3261 §7.3.1); list headers hold one value per entry.
 */
export class HeaderList implements Iterable<HeaderField> {
  /** Each field with its lookup key (canonical name, lower-cased), computed once. */
  private fields: Array<HeaderField & { readonly key: string }>;
  private viaStamp = nextStamp();

  constructor(fields: Iterable<HeaderField> = []) {
    this.fields = [];
    for (const field of fields) this.fields.push(entry(field.name, field.value));
  }

  /**
   * Changes with every change to a Via field, and only then; a clone starts with its original's.
   * The parsed Vias are kept by this version, so that a forwarded copy whose Max-Forwards or
   * Record-Route changed still has them: only a Via change (our own Via on top) reads them again.
   */
  get viaVersion(): number {
    return this.viaStamp;
  }

  // get and getAll run for every header read of every message: plain loops, one array at most.
  get(name: string): string | undefined {
    const key = keyOf(name);
    for (const field of this.fields) if (field.key === key) return field.value;
    return undefined;
  }

  getAll(name: string): string[] {
    const key = keyOf(name);
    const values: string[] = [];
    for (const field of this.fields) if (field.key === key) values.push(field.value);
    return values;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  append(name: string, value: string): this {
    const field = entry(name, value);
    this.fields.push(field);
    this.touched(field.key);
    return this;
  }

  /** `append` for a name already looked up (the parser, which has it from the header line). */
  appendNamed(name: HeaderName, value: string): this {
    this.fields.push({ name: name.canonical, value, key: name.key });
    this.touched(name.key);
    return this;
  }

  /** Inserts above the first field of that name (or at the top): where Via and Record-Route go. */
  prepend(name: string, value: string): this {
    const key = keyOf(name);
    const index = this.fields.findIndex((field) => field.key === key);
    this.fields.splice(index === -1 ? 0 : index, 0, entry(name, value));
    this.touched(key);
    return this;
  }

  /** Replaces every field of that name with one value, kept at the first one's position. */
  set(name: string, value: string): this {
    const field = entry(name, value);
    const { key } = field;
    const index = this.fields.findIndex((existing) => existing.key === key);
    if (index === -1) this.fields.push(field);
    else {
      // In place (a forwarded copy's Max-Forwards): the array is this list's own (clone copies it).
      this.fields[index] = field;
      if (this.fields.some((existing, at) => at > index && existing.key === key))
        this.fields = this.fields.filter((existing, at) => at <= index || existing.key !== key);
    }
    this.touched(key);
    return this;
  }

  /** Replaces every value of a list header, keeping position. */
  setAll(name: string, values: readonly string[]): this {
    const key = keyOf(name);
    const index = this.fields.findIndex((field) => field.key === key);
    this.remove(name);
    const fields = values.map((value) => entry(name, value));
    this.fields.splice(index === -1 ? this.fields.length : index, 0, ...fields);
    this.touched(key);
    return this;
  }

  remove(name: string): this {
    const key = keyOf(name);
    if (!this.fields.some((field) => field.key === key)) return this;
    this.fields = this.fields.filter((field) => field.key !== key);
    this.touched(key);
    return this;
  }

  removeFirst(name: string): string | undefined {
    const key = keyOf(name);
    const index = this.fields.findIndex((field) => field.key === key);
    if (index === -1) return undefined;
    const [removed] = this.fields.splice(index, 1);
    this.touched(key);
    return removed?.value;
  }

  /** Replaces the first field of that name (the top Via), or appends one when there is none. */
  replaceFirst(name: string, value: string): this {
    const field = entry(name, value);
    const index = this.fields.findIndex((existing) => existing.key === field.key);
    if (index === -1) this.fields.push(field);
    else this.fields[index] = field;
    this.touched(field.key);
    return this;
  }

  clone(): HeaderList {
    const copy = new HeaderList();
    copy.fields = this.fields.slice();
    copy.viaStamp = this.viaStamp;
    return copy;
  }

  [Symbol.iterator](): Iterator<HeaderField> {
    return this.fields[Symbol.iterator]();
  }

  private touched(key: string): void {
    if (key === VIA_KEY) this.viaStamp = nextStamp();
  }
}

const VIA_KEY = headerName("Via").key;

function keyOf(name: string): string {
  return headerName(name).key;
}

function entry(name: string, value: string): HeaderField & { readonly key: string } {
  const { canonical, key } = headerName(name);
  return { name: canonical, value, key };
}

/** Versions are unique across lists, so that two lists share one only as original and clone. */
let lastStamp = 0;
function nextStamp(): number {
  lastStamp += 1;
  return lastStamp;
}
