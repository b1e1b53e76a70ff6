// Low-level lexical helpers shared by the header grammars (RFC 3261 §25.1).

/** RFC 3261 §25.1 token characters. */
const TOKEN = /^[A-Za-z0-9\-.!%*_+`'~]+$/;

export function isToken(value: string): boolean {
  return TOKEN.test(value);
}

/** One character of a token (`TOKEN`), by its code: for readers that scan without slicing. */
export function isTokenCode(code: number): boolean {
  return isDigitCode(code) || isLetterCode(code) || TOKEN_MARKS.has(code);
}

const TOKEN_MARKS = new Set([..."-.!%*_+`'~"].map((mark) => mark.charCodeAt(0)));

export function isDigitCode(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** ASCII letters only, as in the grammar's ALPHA. */
export function isLetterCode(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/**
 * Splits `value` on `separator` where it is not inside a quoted-string or an angle-bracketed URI:
 * RFC 3261 §7.3.1 lets several values share one header line, and commas inside quotes or `<…>`
 * belong to the value.
 */
export function splitTopLevel(value: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i];
    if (quoted) {
      if (char === "\\") i += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === "<") depth += 1;
    else if (char === ">") depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      parts.push(value.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(value.slice(start));
  return parts;
}

/** Index of the first `char` outside quotes and `<…>`, or -1. */
export function indexOfTopLevel(value: string, char: string, from = 0): number {
  let depth = 0;
  let quoted = false;
  for (let i = from; i < value.length; i += 1) {
    const c = value[i];
    if (quoted) {
      if (c === "\\") i += 1;
      else if (c === '"') quoted = false;
    } else if (c === char && depth === 0) return i;
    else if (c === '"') quoted = true;
    else if (c === "<") depth += 1;
    else if (c === ">") depth = Math.max(0, depth - 1);
  }
  return -1;
}

/**
 * Reads the quoted-string that starts at `start` (which must be `"`).
 * Returns the unescaped text and the index just after the closing quote, or null when unterminated.
 */
export function readQuoted(value: string, start: number): { text: string; end: number } | null {
  let text = "";
  for (let i = start + 1; i < value.length; i += 1) {
    const char = value[i];
    if (char === "\\") {
      const next = value[i + 1];
      if (next === undefined) return null;
      text += next;
      i += 1;
    } else if (char === '"') {
      return { text, end: i + 1 };
    } else {
      text += char;
    }
  }
  return null;
}

export function quote(text: string): string {
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** Removes surrounding quotes (and escapes) if present. */
export function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"')) {
    const read = readQuoted(trimmed, 0);
    if (read) return read.text;
  }
  return trimmed;
}
