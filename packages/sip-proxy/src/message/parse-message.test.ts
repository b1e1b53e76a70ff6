import { describe, expect, it } from "vitest";
import { serializeNameAddr } from "../grammar/name-addr";
import { SipParseError } from "../grammar/sip-parse-error";
import { isSipUri, serializeUri } from "../grammar/sip-uri";
import { parseMessage } from "./parse-message";
import type { SipMessageUnion, SipRequest, SipResponse } from "./sip-message";

const CRLF = "\r\n";

function lines(...parts: string[]): string {
  return parts.join(CRLF);
}

function parsed(text: string): SipMessageUnion {
  const result = parseMessage(text);
  if (!result.ok) throw new Error(`unexpected parse error: ${result.error.message}`);
  return result.message;
}

function request(text: string): SipRequest {
  const message = parsed(text);
  if (message.kind !== "request") throw new Error("expected a request");
  return message;
}

const INVITE = lines(
  "INVITE sip:bob@biloxi.example.com SIP/2.0",
  "Via: SIP/2.0/WSS df7jal23ls0d.invalid;branch=z9hG4bK776asdhds",
  "Max-Forwards: 70",
  'To: "Bob" <sip:bob@biloxi.example.com>',
  'From: "Alice" <sip:alice@atlanta.example.com>;tag=1928301774',
  "Call-ID: a84b4c76e66710@pc33.atlanta.example.com",
  "CSeq: 314159 INVITE",
  "Contact: <sip:alice@df7jal23ls0d.invalid;transport=ws>",
  "Content-Type: application/sdp",
  "Content-Length: 4",
  "",
  "v=0\r\n",
);

describe("parseMessage", () => {
  it("reads a request's start line, headers and body", () => {
    const invite = request(INVITE);
    expect(invite.method).toBe("INVITE");
    expect(serializeUri(invite.uri)).toBe("sip:bob@biloxi.example.com");
    expect(invite.topVia()).toMatchObject({ transport: "WSS", host: "df7jal23ls0d.invalid" });
    expect(invite.topVia().params.get("branch")).toBe("z9hG4bK776asdhds");
    expect(invite.from().displayName).toBe("Alice");
    expect(invite.fromTag()).toBe("1928301774");
    expect(invite.toTag()).toBeUndefined();
    expect(invite.callId()).toBe("a84b4c76e66710@pc33.atlanta.example.com");
    expect(invite.cseq()).toEqual({ seq: 314159, method: "INVITE" });
    expect(invite.maxForwards()).toBe(70);
    expect(invite.contentType()).toBe("application/sdp");
    expect(invite.body).toBe("v=0\r");
  });

  it("reads a response's status line", () => {
    const response = parsed(
      lines(
        "SIP/2.0 180 Ringing",
        "Via: SIP/2.0/WS a.invalid;branch=z9hG4bK1",
        "From: <sip:a@x>;tag=1",
        "To: <sip:b@x>;tag=2",
        "Call-ID: c",
        "CSeq: 1 INVITE",
        "",
        "",
      ),
    ) as SipResponse;
    expect(response.kind).toBe("response");
    expect(response.status).toBe(180);
    expect(response.reason).toBe("Ringing");
    expect(response.toTag()).toBe("2");
  });

  it("expands compact header names and matches names case-insensitively", () => {
    const invite = request(
      lines(
        "OPTIONS sip:x.example SIP/2.0",
        "v: SIP/2.0/WS h.invalid;branch=z9hG4bKc",
        "f: <sip:a@x>;tag=9",
        "t: <sip:x.example>",
        "i: compact-1",
        "cSeQ: 2 OPTIONS",
        "m: <sip:a@h.invalid>",
        "MAX-FORWARDS: 10",
        "k: path, outbound",
        "l: 0",
        "",
        "",
      ),
    );
    expect(invite.callId()).toBe("compact-1");
    expect(invite.headers.get("call-id")).toBe("compact-1");
    expect(invite.cseq().seq).toBe(2);
    expect(invite.maxForwards()).toBe(10);
    expect(invite.optionTags("Supported")).toEqual(["path", "outbound"]);
    expect(invite.contacts()).toHaveLength(1);
  });

  it("trims every header value, however the white space around it is written", () => {
    const options = request(
      lines(
        "OPTIONS sip:x.example SIP/2.0",
        "Via: SIP/2.0/WS h.invalid;branch=z9hG4bKc",
        "From:<sip:a@x>;tag=9",
        "To:  <sip:x.example>  ",
        "Call-ID:\tspaced-1\t",
        "CSeq: 2 OPTIONS",
        "Subject: \u00a0Lunch\u00a0",
        "Organization: ",
        "Max-Forwards: 70",
        "",
        "",
      ),
    );
    expect(options.fromTag()).toBe("9");
    expect(options.headers.get("To")).toBe("<sip:x.example>");
    expect(options.headers.get("Call-ID")).toBe("spaced-1");
    expect(options.headers.get("Subject")).toBe("Lunch");
    expect(options.headers.get("Organization")).toBe("");
    expect(options.headers.get("CSeq")).toBe("2 OPTIONS");
  });

  it("reads a header line alike the first time its name is seen and every time after", () => {
    const withHeaders = (...extra: string[]) =>
      INVITE.replace("Content-Type:", `${extra.join(CRLF)}${CRLF}Content-Type:`);
    for (let round = 0; round < 2; round += 1) {
      const invite = request(withHeaders("X-Parse-Once: first", "X-Parse-Once  :  second ", "x-parse-once:"));
      expect(invite.headers.getAll("X-Parse-Once")).toEqual(["first", "second", ""]);
    }
  });

  it("refuses a malformed Contact, Route or Record-Route, compact or not, and accepts Contact: *", () => {
    for (const bad of [
      "Contact: <sip:>",
      "m: <sip:a@x",
      "Route: <sip:p1.example;lr>, junk<",
      "Record-Route: <>",
    ]) {
      const result = parseMessage(INVITE.replace("Content-Type:", `${bad}${CRLF}Content-Type:`));
      expect(result).toMatchObject({ ok: false, error: { code: "bad-header-value" } });
    }
    expect(
      request(
        INVITE.replace("Contact: <sip:alice@df7jal23ls0d.invalid;transport=ws>", "Contact: *"),
      ).contacts(),
    ).toEqual([{ kind: "star" }]);
  });

  it("joins folded header lines", () => {
    const invite = request(
      INVITE.replace(
        "Max-Forwards: 70",
        "Max-Forwards: 70\r\nSubject: I know you're there,\r\n   pick up the phone\r\n\tand talk to me!",
      ),
    );
    expect(invite.headers.get("Subject")).toBe("I know you're there, pick up the phone and talk to me!");
  });

  it("reads lines ended by a bare LF like CRLF ones, and refuses a CR inside a line", () => {
    const bare = request(INVITE.replaceAll("\r\n", "\n"));
    expect([bare.callId(), bare.cseq().seq, bare.fromTag()]).toEqual([
      request(INVITE).callId(),
      request(INVITE).cseq().seq,
      request(INVITE).fromTag(),
    ]);
    const result = parseMessage(INVITE.replace("Max-Forwards: 70", "Max-Forwards: 70\rX"));
    expect(result.ok ? undefined : result.error.code).toBe("control-character");
  });

  it("finds parameters whatever the case they were written in", () => {
    const invite = request(INVITE.replace(";tag=", ";TAG=").replace(";branch=", ";Branch="));
    expect(invite.fromTag()).toBe(request(INVITE).fromTag());
    expect(invite.topVia().params.getText("branch")).toBe(request(INVITE).topVia().params.getText("branch"));
  });

  it("accepts odd but legal spacing", () => {
    const invite = request(
      lines(
        "INVITE sip:bob@b.example SIP/2.0",
        "Via   :   SIP / 2.0 / UDP   host.example : 5060 ;branch=z9hG4bKsp ; received = 10.0.0.1",
        "From:<sip:a@x>;tag=1",
        "To:   sip:bob@b.example",
        "Call-ID:    spaced   ",
        "CSeq:   8     INVITE",
        "Max-Forwards:  5 ",
        "",
        "",
      ),
    );
    const via = invite.topVia();
    expect(via).toMatchObject({ transport: "UDP", host: "host.example", port: 5060 });
    expect(via.params.get("received")).toBe("10.0.0.1");
    expect(invite.callId()).toBe("spaced");
    expect(invite.cseq()).toEqual({ seq: 8, method: "INVITE" });
    expect(invite.maxForwards()).toBe(5);
  });

  it("reads start lines written otherwise than `METHOD uri SIP/2.0` / `SIP/2.0 code reason` as before", () => {
    const head = (startLine: string) =>
      lines(
        startLine,
        "Via: SIP/2.0/WS a.invalid;branch=z9hG4bK1",
        "From: <sip:a@x>;tag=1",
        "To: <sip:b@x>",
        "Call-ID: c",
        "CSeq: 1 INVITE",
        "",
        "",
      );
    const spaced = request(head("INVITE  sip:bob@b.example   sip/2.0 "));
    expect([spaced.method, serializeUri(spaced.uri)]).toEqual(["INVITE", "sip:bob@b.example"]);
    const cases: Array<[string, number, string]> = [
      ["SIP/2.0 200 OK", 200, "OK"],
      ["SIP/2.0 180", 180, ""],
      ["sip/2.0  486 Busy Here ", 486, "Busy Here"],
      ["SIP/2.0 1800 x", 180, "0 x"],
    ];
    for (const [line, status, reason] of cases) {
      expect(parsed(head(line))).toMatchObject({ kind: "response", status, reason });
    }
    expect(parseMessage(head("SIP/2.0 700 Nope"))).toMatchObject({
      ok: false,
      error: { code: "bad-status-code" },
    });
    expect(parseMessage(head("INVITE sip:bob@b.example SIP/2.1"))).toMatchObject({
      ok: false,
      error: { code: "bad-version" },
    });
  });

  it("splits multi-value headers on top-level commas and keeps separate lines in order", () => {
    const invite = request(
      INVITE.replace(
        "Max-Forwards: 70",
        [
          "Max-Forwards: 70",
          'Route: <sip:p1.example;lr>, <sip:p2.example;lr>;x="a,b"',
          "Route: <sip:p3.example;lr>",
          "Via: SIP/2.0/UDP second.example;branch=z9hG4bK2, SIP/2.0/TCP third.example;branch=z9hG4bK3",
        ].join(CRLF),
      ).replace(
        "Contact: <sip:alice@df7jal23ls0d.invalid;transport=ws>",
        'Contact: "Doe, John" <sip:j@h.invalid>;q=0.5, <sip:k@h.invalid>',
      ),
    );
    expect(invite.routes().map((r) => serializeUri(r.uri))).toEqual([
      "sip:p1.example;lr",
      "sip:p2.example;lr",
      "sip:p3.example;lr",
    ]);
    expect(invite.routes()[1]?.params.getText("x")).toBe("a,b");
    expect(invite.vias().map((v) => v.host)).toEqual([
      "df7jal23ls0d.invalid",
      "second.example",
      "third.example",
    ]);
    const contacts = invite.contacts();
    expect(contacts).toHaveLength(2);
    expect(contacts[0]).toMatchObject({ kind: "address", displayName: "Doe, John" });
  });

  it("reads quoted display names with commas, escapes and no space before <", () => {
    const invite = request(INVITE.replace('From: "Alice"', 'From: "A \\"the\\" Smith, Jr."'));
    expect(invite.from().displayName).toBe('A "the" Smith, Jr.');
    expect(serializeNameAddr(invite.from())).toBe(
      '"A \\"the\\" Smith, Jr." <sip:alice@atlanta.example.com>;tag=1928301774',
    );
  });

  it("reads IPv6 hosts in Via and URIs", () => {
    const invite = request(
      INVITE.replace(
        "sip:bob@biloxi.example.com SIP",
        "sip:bob@[2001:db8::10]:5070;transport=ws SIP",
      ).replace("Via: SIP/2.0/WSS df7jal23ls0d.invalid", "Via: SIP/2.0/WS [2001:db8::9]:443"),
    );
    expect(invite.uri).toMatchObject({ host: "[2001:db8::10]", port: 5070 });
    expect(invite.topVia()).toMatchObject({ host: "[2001:db8::9]", port: 443 });
  });

  it("treats parameters after an addr-spec without brackets as header parameters", () => {
    const invite = request(
      INVITE.replace('To: "Bob" <sip:bob@biloxi.example.com>', "To: sip:bob@biloxi.example.com;tag=abc"),
    );
    const to = invite.to();
    expect(to.params.get("tag")).toBe("abc");
    expect(isSipUri(to.uri) && to.uri.params.has("tag")).toBe(false);
  });

  it("round-trips a message semantically through the serializer", () => {
    const original = request(
      INVITE.replace("Max-Forwards: 70", "Max-Forwards: 70\r\nRoute: <sip:a;lr>, <sip:b;lr>"),
    );
    const again = request(original.toString());
    expect(again.method).toBe(original.method);
    expect(again.routes()).toHaveLength(2);
    expect(again.from()).toEqual(original.from());
    expect(again.body).toBe(original.body);
    expect(again.toString()).toBe(original.toString());
  });

  it("counts Content-Length in octets, not characters", () => {
    const body = "é€";
    const text = INVITE.replace("Content-Length: 4", `Content-Length: ${Buffer.byteLength(body)}`).replace(
      /v=0\r\n$/,
      `${body}extra`,
    );
    expect(request(text).body).toBe(body);
  });

  it("ignores leading CRLFs before the start line", () => {
    expect(request(`\r\n\r\n${INVITE}`).method).toBe("INVITE");
  });

  describe("malformed input", () => {
    const cases: Array<[string, string, SipParseError["code"]]> = [
      ["an empty frame", "\r\n\r\n", "empty-message"],
      ["a garbage start line", "HELLO WORLD\r\n\r\n", "bad-start-line"],
      ["a wrong SIP version", INVITE.replace("SIP/2.0\r\nVia", "SIP/3.0\r\nVia"), "bad-version"],
      ["a status code out of range", "SIP/2.0 999 Nope\r\n\r\n", "bad-status-code"],
      [
        "a header line without a colon",
        INVITE.replace("Max-Forwards: 70", "Max-Forwards 70"),
        "bad-header-line",
      ],
      ["a bad CSeq", INVITE.replace("CSeq: 314159 INVITE", "CSeq: abc INVITE"), "bad-header-value"],
      [
        "a CSeq method that is not the request's",
        INVITE.replace("CSeq: 314159 INVITE", "CSeq: 1 BYE"),
        "bad-header-value",
      ],
      [
        "a missing Call-ID",
        INVITE.replace("Call-ID: a84b4c76e66710@pc33.atlanta.example.com\r\n", ""),
        "missing-header",
      ],
      ["a missing Via", INVITE.replace(/Via: [^\r]*\r\n/, ""), "missing-header"],
      ["a bad Via", INVITE.replace("SIP/2.0/WSS df7jal23ls0d.invalid", "garbage"), "bad-header-value"],
      ["a bad From URI", INVITE.replace("<sip:alice@atlanta.example.com>", "<sip:>"), "bad-header-value"],
      ["an unterminated display name", INVITE.replace('"Alice"', '"Alice'), "bad-header-value"],
      ["a short body", INVITE.replace("Content-Length: 4", "Content-Length: 40"), "bad-content-length"],
      [
        "a bad Request-URI",
        INVITE.replace("sip:bob@biloxi.example.com SIP", "sip:bob@bad host SIP"),
        "bad-start-line",
      ],
      ["a bad Max-Forwards", INVITE.replace("Max-Forwards: 70", "Max-Forwards: seventy"), "bad-header-value"],
      ["a second Call-ID", INVITE.replace("CSeq:", "Call-ID: other@pc33\r\nCSeq:"), "duplicate-header"],
      ["a second CSeq", INVITE.replace("Contact:", "CSeq: 1 INVITE\r\nContact:"), "duplicate-header"],
      ["a second From", INVITE.replace("Call-ID:", "f: <sip:eve@x>;tag=2\r\nCall-ID:"), "duplicate-header"],
      ["a second To", INVITE.replace("Call-ID:", "To: <sip:eve@x>\r\nCall-ID:"), "duplicate-header"],
      [
        "a second Max-Forwards",
        INVITE.replace("Call-ID:", "Max-Forwards: 69\r\nCall-ID:"),
        "duplicate-header",
      ],
      [
        "a second Content-Length",
        INVITE.replace("Content-Type:", "l: 4\r\nContent-Type:"),
        "duplicate-header",
      ],
      [
        "a NUL in the Call-ID",
        INVITE.replace("a84b4c76e66710@", "a84b\u0000c76e66710@"),
        "control-character",
      ],
      ["an escape character in a header", INVITE.replace('"Bob"', '"B\u001bob"'), "control-character"],
      // The head is scanned whole first: a CR that does not end a line is still found.
      ["a lone CR inside a header value", INVITE.replace('"Bob"', '"B\rob"'), "control-character"],
      [
        "a NUL in the start line",
        INVITE.replace("sip:bob@biloxi", "sip:bo\u0000b@biloxi"),
        "control-character",
      ],
    ];
    it.each(cases)("rejects %s with a typed error", (_name, text, code) => {
      const result = parseMessage(text);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toBeInstanceOf(SipParseError);
      expect(result.error.code).toBe(code);
    });

    it("keeps what it could read so that a 400 can be answered", () => {
      const result = parseMessage(INVITE.replace("CSeq: 314159 INVITE", "CSeq: 1 BYE"));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.partial?.headers.get("Call-ID")).toBe("a84b4c76e66710@pc33.atlanta.example.com");
    });

    it("reads a request of another SIP version far enough to answer 505", () => {
      const result = parseMessage(INVITE.replace("SIP/2.0\r\nVia", "SIP/3.0\r\nVia"));
      expect(!result.ok && result.partial?.headers.get("Call-ID")).toBe(
        "a84b4c76e66710@pc33.atlanta.example.com",
      );
    });

    it("accepts control characters in the body, which Content-Length delimits", () => {
      const body = "a\u0000b\u001b";
      expect(request(INVITE.replace(/v=0\r\n$/, body)).body).toBe(body);
    });

    it("never throws on random bytes", () => {
      let seed = 7;
      const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const alphabet = 'INVITE SIP/2.0\r\n:;,<>"@=[]\\ \tabc123';
      for (let n = 0; n < 500; n += 1) {
        const length = Math.floor(random() * 200);
        let text = "";
        for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(random() * alphabet.length)];
        expect(() => parseMessage(text)).not.toThrow();
        expect(() =>
          parseMessage(INVITE.slice(0, Math.floor(random() * INVITE.length)) + text),
        ).not.toThrow();
      }
    });
  });
});
