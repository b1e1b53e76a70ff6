import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * RFC 5626 §5.2 flow tokens: the id of the connection a party uses, signed so that nobody can
 * steer a request onto a connection whose token they were never given. They ride in the
 * Record-Route URI (RFC 7118 §5.4: the proxy must reach a WebSocket client over its own connection).
 */
export class FlowTokens {
  constructor(private readonly secret: string) {}

  encode(connectionId: string): string {
    return `${connectionId}.${this.sign(connectionId)}`;
  }

  /** The connection id, or undefined when the token was altered or forged. */
  decode(token: string): string | undefined {
    const dot = token.lastIndexOf(".");
    if (dot <= 0) return undefined;
    const id = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.sign(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  private sign(connectionId: string): string {
    return createHmac("sha256", this.secret).update(`flow:${connectionId}`).digest("base64url").slice(0, 16);
  }
}
