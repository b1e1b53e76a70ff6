import { SaxesParser, type SaxesTagPlain } from "saxes";
import { XmlElement } from "./xml-element";

/**
 * Parses RFC 7395 frames, each exactly one complete element (§3.3.3), with saxes: a conforming
 * parser, so anything not well-formed is refused rather than guessed at. RFC 6120 §11.1 restricts
 * XML in a stream: a DOCTYPE (and with it every entity declaration: the billion-laughs bomb),
 * comments and processing instructions are refused as `restricted-xml`. saxes expands no entity
 * of its own, so a reference to an undeclared one is simply not well-formed.
 *
 * One parser per stream, its handlers bound once: saxes resets itself at the end of each frame
 * (`close()`), so a frame costs no parser and no closures. A refused frame leaves it mid-parse,
 * which is fine: every refusal ends the stream.
 */
export type FrameFault = "not-well-formed" | "restricted-xml" | "policy-violation";
export type ParsedFrame = { ok: true; element: XmlElement } | { ok: false; fault: FrameFault };

class FrameRefused extends Error {
  constructor(readonly fault: FrameFault) {
    super(fault);
  }
}

export class FrameParser {
  private readonly parser = new SaxesParser<{ xmlns: false; position: false }>({
    xmlns: false,
    position: false,
  });
  private readonly stack: XmlElement[] = [];
  private root: XmlElement | undefined;

  constructor(private readonly maxDepth: number) {
    const { parser } = this;
    parser.on("doctype", refuseRestricted);
    parser.on("processinginstruction", refuseRestricted);
    parser.on("comment", refuseRestricted);
    parser.on("error", refuseMalformed);
    parser.on("opentag", (tag) => this.open(tag));
    // saxes reports a closetag for a self-closing tag too, so every element was pushed.
    parser.on("closetag", () => this.stack.pop());
    parser.on("text", (text) => this.stack[this.stack.length - 1]?.children.push(text));
    parser.on("cdata", (text) => this.stack[this.stack.length - 1]?.children.push(text));
  }

  parse(frame: string): ParsedFrame {
    this.root = undefined;
    this.stack.length = 0;
    try {
      this.parser.write(frame).close();
    } catch (error) {
      return { ok: false, fault: error instanceof FrameRefused ? error.fault : "not-well-formed" };
    }
    return this.root ? { ok: true, element: this.root } : { ok: false, fault: "not-well-formed" };
  }

  private open(tag: SaxesTagPlain): void {
    const { stack } = this;
    if (stack.length >= this.maxDepth) throw new FrameRefused("policy-violation");
    const parent = stack[stack.length - 1];
    const attrs = tag.attributes;
    const element = new XmlElement(tag.name, attrs, attrs.xmlns ?? parent?.ns ?? "");
    if (parent) parent.children.push(element);
    else this.root = element;
    stack.push(element);
  }
}

function refuseRestricted(): never {
  throw new FrameRefused("restricted-xml");
}

function refuseMalformed(): never {
  throw new FrameRefused("not-well-formed");
}
