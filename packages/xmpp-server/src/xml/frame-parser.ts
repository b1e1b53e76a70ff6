import { SaxesParser } from "saxes";
import { XmlElement } from "./xml-element";

/**
 * Parses one RFC 7395 frame, which holds exactly one complete element (§3.3.3), with saxes: a
 * conforming parser, so anything not well-formed is refused rather than guessed at. RFC 6120 §11.1
 * restricts XML in a stream: a DOCTYPE (and with it every entity declaration: the billion-laughs
 * bomb), comments and processing instructions end the stream with `restricted-xml`. saxes does not
 * expand entities of its own, so a reference to an undeclared one is simply not well-formed.
 */
export type FrameFault = "not-well-formed" | "restricted-xml" | "policy-violation";
export type ParsedFrame = { ok: true; element: XmlElement } | { ok: false; fault: FrameFault };

class FrameRefused extends Error {
  constructor(readonly fault: FrameFault) {
    super(fault);
  }
}

export function parseFrame(text: string, maxDepth: number): ParsedFrame {
  const parser = new SaxesParser({ position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const refuse = (fault: FrameFault) => {
    throw new FrameRefused(fault);
  };
  parser.on("doctype", () => refuse("restricted-xml"));
  parser.on("processinginstruction", () => refuse("restricted-xml"));
  parser.on("comment", () => refuse("restricted-xml"));
  parser.on("error", () => refuse("not-well-formed"));
  parser.on("opentag", (tag) => {
    if (stack.length >= maxDepth) refuse("policy-violation");
    const parent = stack[stack.length - 1];
    const attrs = tag.attributes as Record<string, string>;
    const element = new XmlElement(tag.name, attrs, attrs.xmlns ?? parent?.ns ?? "");
    if (parent) parent.children.push(element);
    else root = element;
    // saxes reports a closetag for a self-closing tag too, so every element is pushed.
    stack.push(element);
  });
  parser.on("closetag", () => stack.pop());
  parser.on("text", (text) => stack[stack.length - 1]?.children.push(text));
  parser.on("cdata", (text) => stack[stack.length - 1]?.children.push(text));
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof FrameRefused) return { ok: false, fault: error.fault };
    return { ok: false, fault: "not-well-formed" };
  }
  return root ? { ok: true, element: root } : { ok: false, fault: "not-well-formed" };
}
