import type { Clock } from "../../clock";
import type { JwePayload } from "./token-codec";

/** How long an opened token is remembered; its own `exp` is checked on every use regardless. */
export const OPENED_TOKEN_TTL_MS = 300_000;

/**
 * Tokens already decrypted and found authentic, by their text. Opening a JWE (AES-GCM through
 * WebCrypto) is the largest cost of a board poll once sessions and users are in memory; the text of
 * an authentic token never changes meaning, so it is opened once per TTL. Entries older than the
 * TTL are swept, so memory follows the clients of the last minutes.
 */
export class OpenedTokens {
  private readonly opened = new Map<string, { payload: JwePayload; openedAt: number }>();
  private lastSweepAt = 0;

  constructor(private readonly clock: Clock) {}

  get(token: string): JwePayload | undefined {
    const now = this.clock.now();
    const hit = this.opened.get(token);
    if (!hit) return undefined;
    if (now - hit.openedAt >= OPENED_TOKEN_TTL_MS || hit.payload.exp * 1000 <= now) {
      this.opened.delete(token);
      return undefined;
    }
    return hit.payload;
  }

  remember(token: string, payload: JwePayload): void {
    const now = this.clock.now();
    this.opened.set(token, { payload, openedAt: now });
    if (now - this.lastSweepAt < OPENED_TOKEN_TTL_MS) return;
    this.lastSweepAt = now;
    for (const [text, entry] of this.opened) {
      if (now - entry.openedAt >= OPENED_TOKEN_TTL_MS) this.opened.delete(text);
    }
  }
}
