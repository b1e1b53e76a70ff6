import { describe, expect, it } from "vitest";
import { SipParseError } from "./sip-parse-error";
import { parseVia, serializeVia } from "./via";

describe("parseVia", () => {
  it("reads the usual form: transport upper-cased, host, no port, parameters in order", () => {
    const via = parseVia("SIP/2.0/ws df7jal23ls0d.invalid;branch=z9hG4bK1;rport");
    expect(via).toMatchObject({ transport: "WS", host: "df7jal23ls0d.invalid", port: undefined });
    expect(via.params.list()).toEqual([
      ["branch", "z9hG4bK1"],
      ["rport", null],
    ]);
  });

  it("reads a port, and a Via without parameters", () => {
    expect(parseVia("SIP/2.0/TCP 192.0.2.1:5060")).toMatchObject({ host: "192.0.2.1", port: 5060 });
    expect(parseVia("SIP/2.0/TCP 192.0.2.1:5060").params.list()).toEqual([]);
  });

  it("reads the forms the short path leaves to the general one the same way", () => {
    const cases: Array<[string, string]> = [
      [
        "SIP / 2.0 / UDP  host.example.com : 5060 ;branch=z9hG4bK2",
        "SIP/2.0/UDP host.example.com:5060;branch=z9hG4bK2",
      ],
      ["sip/2.0/wss [2001:db8::1]:443;branch=z9hG4bK3", "SIP/2.0/WSS [2001:db8::1]:443;branch=z9hG4bK3"],
      ["  SIP/2.0/WS a.invalid;branch=z9hG4bK4  ", "SIP/2.0/WS a.invalid;branch=z9hG4bK4"],
    ];
    for (const [text, serialized] of cases) expect(serializeVia(parseVia(text))).toBe(serialized);
  });

  it("rejects a port above 65535, a missing host and a bad parameter, with a typed error", () => {
    for (const text of ["SIP/2.0/WS a.invalid:70000", "SIP/2.0/WS ;branch=x", "SIP/2.0/WS a.invalid;=x"]) {
      expect(() => parseVia(text)).toThrow(SipParseError);
    }
  });
});
