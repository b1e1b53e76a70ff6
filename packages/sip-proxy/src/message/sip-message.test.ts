import { describe, expect, it } from "vitest";
import { requestFrom } from "../../test-support/build-message";
import { Params } from "../grammar/params";
import { parseMessage } from "./parse-message";
import { randomToken } from "./random-token";

const INVITE = [
  "INVITE sip:bob@example.com SIP/2.0",
  "Via: SIP/2.0/WS a.invalid;branch=z9hG4bKone",
  "Max-Forwards: 70",
  "From: <sip:alice@example.com>;tag=first",
  "To: <sip:bob@example.com>",
  "Call-ID: c1",
  "CSeq: 1 INVITE",
];

describe("header values read once", () => {
  it("gives the new From tag, To tag and CSeq once the header changes", () => {
    const request = requestFrom(INVITE);
    expect([request.fromTag(), request.toTag(), request.cseq().seq]).toEqual(["first", undefined, 1]);
    request.headers.set("From", "<sip:alice@example.com>;tag=second");
    request.headers.set("To", "<sip:bob@example.com>;tag=callee");
    request.headers.set("CSeq", "2 INVITE");
    expect([request.fromTag(), request.toTag(), request.cseq().seq]).toEqual(["second", "callee", 2]);
  });

  it("gives the new Vias once a Via is added, removed or replaced", () => {
    const request = requestFrom(INVITE);
    expect(request.vias().map((via) => via.host)).toEqual(["a.invalid"]);
    expect(request.topVia().params.getText("branch")).toBe("z9hG4bKone");
    request.headers.prepend("Via", "SIP/2.0/WSS proxy.invalid;branch=z9hG4bKtwo");
    expect(request.vias().map((via) => via.host)).toEqual(["proxy.invalid", "a.invalid"]);
    expect(request.topVia().host).toBe("proxy.invalid");
    request.headers.removeFirst("Via");
    expect(request.topVia().host).toBe("a.invalid");
    request.headers.set("Via", "SIP/2.0/WS b.invalid;branch=z9hG4bKthree");
    expect(request.topVia().params.getText("branch")).toBe("z9hG4bKthree");
    expect(request.vias().map((via) => via.host)).toEqual(["b.invalid"]);
  });

  it("keeps the parsed Vias of a copy whose other headers change, until a Via changes", () => {
    const request = requestFrom(INVITE);
    const vias = request.vias();
    const copy = request.clone();
    copy.headers.set("Max-Forwards", "69");
    copy.headers.prepend("Record-Route", "<sip:proxy.invalid;lr>");
    expect(copy.vias()).toBe(vias);
    copy.headers.append("Via", "SIP/2.0/WS c.invalid;branch=z9hG4bKfour");
    expect(copy.vias().map((via) => via.host)).toEqual(["a.invalid", "c.invalid"]);
    expect(request.vias()).toBe(vias);
  });

  it("reads a Via put on top, or in place of the top one, like one received", () => {
    const request = requestFrom(INVITE);
    expect(request.vias().map((via) => via.host)).toEqual(["a.invalid"]);
    const proxy = { transport: "WSS", host: "proxy.invalid", params: new Params([["branch", "z9hG4bKtwo"]]) };
    request.putTopVia(proxy, false);
    expect(request.headers.getAll("Via")).toEqual([
      "SIP/2.0/WSS proxy.invalid;branch=z9hG4bKtwo",
      "SIP/2.0/WS a.invalid;branch=z9hG4bKone",
    ]);
    expect(request.vias().map((via) => via.host)).toEqual(["proxy.invalid", "a.invalid"]);
    request.putTopVia({ ...proxy, host: "stamped.invalid" }, true);
    expect(request.topVia().host).toBe("stamped.invalid");
    expect(request.vias().map((via) => via.host)).toEqual(["stamped.invalid", "a.invalid"]);
    expect(
      requestFrom([
        ...INVITE.slice(0, 1),
        ...request.headers.getAll("Via").map((v) => `Via: ${v}`),
        ...INVITE.slice(2),
      ]).vias(),
    ).toEqual(request.vias());
  });

  it("keeps the values apart between a message and its clone", () => {
    const request = requestFrom(INVITE);
    expect(request.fromTag()).toBe("first");
    const copy = request.clone();
    expect(copy.from()).toBe(request.from());
    copy.headers.set("From", "<sip:carol@example.com>;tag=copy");
    expect([request.fromTag(), copy.fromTag()]).toEqual(["first", "copy"]);
    expect(copy.from().uri).toMatchObject({ user: "carol" });
  });
});

describe("random tokens from a pool", () => {
  it("hands out tokens of the asked length that do not repeat, across pool refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) seen.add(randomToken(6, "hex"));
    expect(seen.size).toBe(2000);
    expect([...seen].every((token) => /^[0-9a-f]{12}$/.test(token))).toBe(true);
    expect(randomToken(6, "base64url")).toMatch(/^[A-Za-z0-9_-]{8}$/);
  });
});

describe("serialisation", () => {
  it("writes one Content-Length, counted in octets, whatever the received one was called", () => {
    const parsed = parseMessage(`${INVITE.join("\r\n")}\r\nl: 0\r\n\r\n`);
    if (!parsed.ok) throw parsed.error;
    const request = parsed.message;
    request.body = "é";
    const text = request.toString();
    expect(text.match(/content-length|^l:/gim)).toEqual(["Content-Length"]);
    expect(text.endsWith("Content-Length: 2\r\n\r\né")).toBe(true);
  });
});
