import { describe, expect, it } from "vitest";
import { SipParseError } from "./sip-parse-error";
import { parseSipUri, parseUri, serializeUri } from "./sip-uri";
import { uriEquals } from "./uri-equals";

describe("SIP URI", () => {
  it("parses every part of a full SIP URI", () => {
    const uri = parseSipUri(
      "sips:alice:secret@atlanta.example.com:5061;transport=tls;lr?subject=project%20x&priority=urgent",
    );
    expect(uri).toMatchObject({
      scheme: "sips",
      user: "alice",
      password: "secret",
      host: "atlanta.example.com",
      port: 5061,
    });
    expect(uri.params.get("transport")).toBe("tls");
    expect(uri.params.get("lr")).toBeNull();
    expect(uri.headers).toEqual([
      ["subject", "project%20x"],
      ["priority", "urgent"],
    ]);
  });

  it.each([
    "sip:alice@atlanta.example.com",
    "sip:atlanta.example.com;lr",
    "sip:+1-212-555-1212:1234@gateway.example;user=phone",
    "sip:alice;day=tuesday@atlanta.example.com",
    "sip:kb0d8pvj@bsu2p4u1ngdr.invalid;transport=ws",
    "sip:[2001:db8::1]:5060;transport=tcp",
    "sip:192.0.2.4",
    "sip:proxy.example;transport=ws;lr;ftag=abc;mbx-flow=x.y",
  ])("round-trips %s", (text) => {
    expect(serializeUri(parseUri(text))).toBe(text);
  });

  it("lower-cases the scheme and keeps other schemes opaque", () => {
    expect(parseUri("SIP:bob@b.example").scheme).toBe("sip");
    expect(parseUri("tel:+1-201-555-0123")).toEqual({ scheme: "tel", opaque: "+1-201-555-0123" });
  });

  it.each([
    "",
    "alice@example.com",
    "sip:",
    "sip:@host",
    "sip:a@",
    "sip:a@host:99999",
    "sip:a@[::1",
    "sip:a b@host",
    "sip:a@host;=x",
  ])("rejects %j with a typed error", (text) => {
    expect(() => parseUri(text)).toThrow(SipParseError);
  });

  it("compares URIs as RFC 3261 §19.1.4 says", () => {
    const eq = (a: string, b: string): boolean => uriEquals(parseUri(a), parseUri(b));
    expect(eq("sip:%61lice@atlanta.com;transport=TCP", "sip:alice@AtLanTa.CoM;Transport=tcp")).toBe(true);
    expect(eq("sip:carol@chicago.com", "sip:carol@chicago.com;newparam=5")).toBe(true);
    expect(eq("sip:alice@atlanta.com", "sip:ALICE@atlanta.com")).toBe(false);
    expect(eq("sip:bob@biloxi.com", "sip:bob@biloxi.com:5060")).toBe(false);
    expect(eq("sip:bob@biloxi.com", "sip:bob@biloxi.com;transport=udp")).toBe(false);
    expect(eq("sip:carol@chicago.com;security=on", "sip:carol@chicago.com;security=off")).toBe(false);
  });
});
