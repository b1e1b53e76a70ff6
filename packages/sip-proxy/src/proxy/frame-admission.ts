import { createResponse } from "../message/create-response";
import { parseMessage } from "../message/parse-message";
import type { Connection } from "../transport/connection";
import type { ConnectionRegistry } from "./connection-registry";
import type { Logger } from "./logger";
import { canAnswer } from "./malformed-request";

/** A frame the proxy has no use for: CRLF keep-alives (RFC 5626 §4.4.1) and empty frames. */
const KEEP_ALIVE = /^[\r\n]*$/;

/** A message starts with its start line: only a frame that starts with CR or LF needs the full look. */
function isKeepAlive(frame: string): boolean {
  const first = frame.charCodeAt(0);
  return frame.length === 0 || ((first === 0x0d || first === 0x0a) && KEEP_ALIVE.test(frame));
}

/**
 * The first look at each frame, before it is parsed for real: a message larger than
 * `maxMessageBytes` is answered 513 Message Too Large (RFC 3261 §21.5.11) from its head alone and
 * never handled; an unauthenticated connection that keeps sending requests is closed
 * (ConnectionRegistry.admitRequest).
 */
export class FrameAdmission {
  constructor(
    private readonly connections: ConnectionRegistry,
    private readonly maxMessageBytes: number,
    private readonly logger: Logger,
  ) {}

  admit(connection: Connection, frame: string): boolean {
    if (isKeepAlive(frame)) return true;
    if (!this.connections.admitRequest(connection.id)) {
      this.logger.info("sip-proxy: closed a connection that sent too many requests without authentication", {
        connection: connection.id,
      });
      return false;
    }
    // A UTF-16 unit is at most 3 UTF-8 octets: most frames are let through without counting.
    if (frame.length * 3 <= this.maxMessageBytes || Buffer.byteLength(frame) <= this.maxMessageBytes)
      return true;
    this.logger.debug("sip-proxy: message too large", {
      connection: connection.id,
      bytes: Buffer.byteLength(frame),
    });
    const tooLarge = this.answerTooLarge(frame);
    if (tooLarge) connection.send(tooLarge);
    return false;
  }

  private answerTooLarge(frame: string): string | undefined {
    const end = frame.indexOf("\r\n\r\n");
    const head = end === -1 ? frame.slice(0, this.maxMessageBytes) : frame.slice(0, end);
    const result = parseMessage(`${head.replace(/\r\n(?:Content-Length|l)[ \t]*:[^\r]*/gi, "")}\r\n\r\n`);
    const message = result.ok ? result.message : result.partial;
    return canAnswer(message) ? createResponse(message, 513).toString() : undefined;
  }
}
