import { describe, expect, it } from "vitest";
import { FrameParser } from "./frame-parser";

const parseFrame = (frame: string, maxDepth: number) => new FrameParser(maxDepth).parse(frame);

describe("parseFrame", () => {
  it("reads one stanza with its namespaces, attributes and text", () => {
    const parsed = parseFrame(
      `<message xmlns="jabber:client" to="b@x" type="chat"><body>a &amp; b</body><request xmlns="urn:xmpp:receipts"/></message>`,
      8,
    );
    if (!parsed.ok) throw new Error(parsed.fault);
    expect(parsed.element.attrs.to).toBe("b@x");
    expect(parsed.element.getChildText("body", "jabber:client")).toBe("a & b");
    expect(parsed.element.getChild("request", "urn:xmpp:receipts")).toBeDefined();
    expect(parsed.element.toString()).toBe(
      `<message xmlns="jabber:client" to="b@x" type="chat"><body>a &amp; b</body><request xmlns="urn:xmpp:receipts"/></message>`,
    );
    const siblings = parseFrame(`<message xmlns="jabber:client"><a xmlns="x"/><b xmlns="y"/></message>`, 8);
    expect(siblings.ok && siblings.element.elements().map((child) => child.name)).toEqual(["a", "b"]);
  });

  it("refuses what is not well-formed", () => {
    expect(parseFrame(`<message><body></message>`, 8)).toEqual({ ok: false, fault: "not-well-formed" });
    expect(parseFrame(`<a/><b/>`, 8)).toEqual({ ok: false, fault: "not-well-formed" });
    expect(parseFrame(`<a>&nbsp;</a>`, 8)).toEqual({ ok: false, fault: "not-well-formed" });
  });

  it("refuses a DOCTYPE with entity declarations (billion laughs) as restricted XML", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><message>&lol2;</message>`;
    expect(parseFrame(bomb, 8)).toEqual({ ok: false, fault: "restricted-xml" });
    expect(parseFrame(`<a><!-- hi --></a>`, 8)).toEqual({ ok: false, fault: "restricted-xml" });
    expect(parseFrame(`<a><?pi x?></a>`, 8)).toEqual({ ok: false, fault: "restricted-xml" });
  });

  it("parses frame after frame with one parser", () => {
    const parser = new FrameParser(8);
    const first = parser.parse(`<message xmlns="jabber:client"><body>one</body></message>`);
    const second = parser.parse(`<presence xmlns="jabber:client"/>`);
    expect(first.ok && first.element.getChildText("body")).toBe("one");
    expect(second.ok && second.element.toString()).toBe(`<presence xmlns="jabber:client"/>`);
  });

  it("refuses elements nested deeper than the limit", () => {
    expect(parseFrame("<a><b><c/></b></a>", 3).ok).toBe(true);
    expect(parseFrame("<a><b><c><d/></c></b></a>", 3)).toEqual({ ok: false, fault: "policy-violation" });
  });
});
