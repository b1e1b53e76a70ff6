/** RFC 6455 §5.2: FIN set, opcode 1 (text). */
const FIN_TEXT = 0x81;

/**
 * One unmasked text frame (RFC 6455 §5.2, as a server sends it) holding `text` as UTF-8, header
 * and payload in one buffer: a SIP message becomes one write of one buffer, where `ws`'s send
 * makes a header buffer, an options object and two writes through the socket's stream machinery.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text, "utf8");
  const headerLength = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = FIN_TEXT;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 0x10000) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    // A 64-bit length; the proxy's messages stay far below 2^32 octets.
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  frame.write(text, headerLength, "utf8");
  return frame;
}
