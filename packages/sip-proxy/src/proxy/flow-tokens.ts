import { createHmac, timingSafeEqual } from "node:crypto";

/** What one of our Record-Route entries binds together (see `FlowTokens.signDialog`). */
export interface DialogFlows {
  readonly callId: string;
  /** The caller's From tag. */
  readonly ftag: string;
  /** Connection of the dialog's caller. */
  readonly fromConnection: string;
  /** Connection of the device the request was forked to. */
  readonly toConnection: string;
}

/**
 * RFC 5626 §5.2 flow tokens: the id of the connection a party uses, signed so that nobody can
 * steer a request onto a connection whose token they were never given. They ride in the
 * Record-Route URI (RFC 7118 §5.4: the proxy must reach a WebSocket client over its own connection)
 * and in our Via.
 */
export class FlowTokens {
  /** A connection's token never changes: signed once, not once per forwarded message. Bounded. */
  private readonly encoded = new Map<string, string>();
  /**
   * Dialog signatures made or already verified, each with the text it signs: every in-dialog
   * request of a call (ACK, re-INVITE, BYE) carries the Record-Route we signed, so none pays the
   * HMAC again. An entry exists only for a pair that was signed here or verified, so a hit proves
   * what the HMAC would. Bounded.
   */
  private readonly verifiedDialogs = new Map<string, string>();

  constructor(private readonly secret: string) {}

  encode(connectionId: string): string {
    const known = this.encoded.get(connectionId);
    if (known !== undefined) return known;
    const token = `${connectionId}.${this.sign(`flow:${connectionId}`)}`;
    if (this.encoded.size >= MAX_ENCODED) this.encoded.clear();
    this.encoded.set(connectionId, token);
    return token;
  }

  /** The connection id, or undefined when the token was altered or forged. */
  decode(token: string): string | undefined {
    const dot = token.lastIndexOf(".");
    if (dot <= 0) return undefined;
    const id = token.slice(0, dot);
    // A token this proxy issued and still remembers is its own proof: no HMAC per message.
    if (this.encoded.get(id) === token) return id;
    return this.matches(token.slice(dot + 1), `flow:${id}`) ? id : undefined;
  }

  /**
   * One signature over the Call-ID, the caller's tag and both parties' connections: a Record-Route
   * entry is good for the dialog it was made for only (RFC 3261 §12: Call-ID and tags name a
   * dialog), so a party of one call cannot replay its route into another Call-ID, and nobody can
   * name a connection they were never routed to.
   */
  signDialog(flows: DialogFlows): string {
    const text = dialogText(flows);
    const signature = this.sign(text);
    // The dialog's ACK and BYE bring this entry back: what we signed needs no second HMAC.
    this.rememberVerified(signature, text);
    return signature;
  }

  verifyDialog(flows: DialogFlows, signature: string): boolean {
    const text = dialogText(flows);
    if (this.verifiedDialogs.get(signature) === text) return true;
    if (!this.matches(signature, text)) return false;
    this.rememberVerified(signature, text);
    return true;
  }

  private rememberVerified(signature: string, text: string): void {
    if (this.verifiedDialogs.size >= MAX_VERIFIED_DIALOGS) this.verifiedDialogs.clear();
    this.verifiedDialogs.set(signature, text);
  }

  private matches(given: string, text: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(this.sign(text));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  private sign(text: string): string {
    return createHmac("sha256", this.secret).update(text).digest("base64url").slice(0, 16);
  }
}

const MAX_ENCODED = 10_000;
const MAX_VERIFIED_DIALOGS = 10_000;

/** Length-prefixed, so that no two different field sets give the same text. */
function dialogText({ callId, ftag, fromConnection, toConnection }: DialogFlows): string {
  return `dialog:${callId.length}:${callId}|${ftag.length}:${ftag}|${fromConnection.length}:${fromConnection}|${toConnection.length}:${toConnection}`;
}
