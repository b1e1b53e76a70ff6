import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestToken } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

type Received = { from: string; to: string[]; raw: string };

/** Quoted-printable (RFC 2045 §6.7) as nodemailer may use it for long HTML lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The body of the MIME part with the given content type. */
function mimePart(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) throw new Error(`no ${contentType} part`);
  const bodyStart = raw.indexOf("\r\n\r\n", start) + 4;
  const body = raw.slice(bodyStart, raw.indexOf("\r\n--", bodyStart));
  return /Content-Transfer-Encoding: quoted-printable/.test(raw.slice(start, bodyStart))
    ? decodeQuotedPrintable(body)
    : body;
}

describe("sign-in mail over SMTP", () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "Mobex <no-reply@mobex.test>" });
    const answer = await requestToken(t.app, "alice@example.com");
    expect(answer.status).toBe(200);
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it("delivers one message to the user from MAIL_FROM", () => {
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "no-reply@mobex.test", to: ["alice@example.com"] });
  });

  it("has the subject, a plain-text and an HTML part", () => {
    const raw = received[0]!.raw;
    expect(raw).toMatch(/^Subject: Your Mobex sign-in token\r$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
  });

  it("puts the 6-digit token on a line of its own and says how long it is valid", () => {
    const text = mimePart(received[0]!.raw, "text/plain");
    const tokenLines = text.split(/\r?\n/).filter((line) => /^\d{6}$/.test(line));
    expect(tokenLines).toHaveLength(1);
    expect(text).toContain("Mobex");
    expect(text).toContain("valid for 10 minutes");
    const html = mimePart(received[0]!.raw, "text/html");
    expect(html).toContain(`>${tokenLines[0]}</p>`);
    expect(html).toContain("valid for 10 minutes");
  });
});

describe("sign-in mail when the mail server is down", () => {
  it("answers 500 without internals, and a retry is not held back by the 60 s window", async () => {
    const t = await createTestApp({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      const first = await requestToken(t.app, "alice@example.com");
      expect(first.status).toBe(500);
      expect(first.body).toEqual({
        status: "error",
        responses: [{ code: 500, message: "Looks like something went wrong!" }],
        data: null,
      });
      expect((await requestToken(t.app, "alice@example.com")).status).toBe(500);
    } finally {
      await t.close();
    }
  });
});
