import { describe, expect, it } from "vitest";
import * as ws from "ws";
import { textFrame } from "./text-frame";

/** ws exports its frame reader, which @types/ws does not declare. */
type FrameReader = {
  on(event: "message", listener: (data: Buffer, isBinary: boolean) => void): void;
  write(bytes: Buffer): void;
};
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean }) => FrameReader };

/** The texts `ws`'s own receiver (as a client reads a server) finds in `bytes`. */
function received(bytes: Buffer): string[] {
  const texts: string[] = [];
  const receiver = new Receiver({ isServer: false });
  receiver.on("message", (data, isBinary) => {
    expect(isBinary).toBe(false);
    texts.push(data.toString("utf8"));
  });
  receiver.write(bytes);
  return texts;
}

describe("text frame", () => {
  it.each([
    ["a short message (7-bit length)", "SIP/2.0 100 Trying"],
    ["a 125-octet message, the largest with a 7-bit length", "x".repeat(125)],
    ["a 126-octet message (16-bit length)", "x".repeat(126)],
    ["a message of multi-byte characters, counted in octets", "INVITE ü€😀 ".repeat(40)],
    ["a 65,536-octet message (64-bit length)", "y".repeat(0x10000)],
  ])("frames %s as ws reads it", (_name, text) => {
    expect(received(textFrame(text))).toEqual([text]);
  });

  it("frames one message per frame, back to back", () => {
    const texts = ["first", "z".repeat(300), "third"];
    expect(received(Buffer.concat(texts.map(textFrame)))).toEqual(texts);
  });

  it("writes the header a server's unmasked text frame has", () => {
    expect([...textFrame("hi")]).toEqual([0x81, 2, 0x68, 0x69]);
    expect([...textFrame("x".repeat(300)).subarray(0, 4)]).toEqual([0x81, 126, 0x01, 0x2c]);
  });
});
