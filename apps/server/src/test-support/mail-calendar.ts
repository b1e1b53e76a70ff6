/**
 * The text/calendar part of a message as it went out (RFC 5322 + MIME, as nodemailer writes it):
 * what a calendar program reads from an invitation. Shared by the server's tests and the e2e's.
 */
export function calendarPartOf(eml: string): { calendar: string; contentType: string } | null {
  const text = eml.replace(/\r\n/g, "\n");
  const part =
    /Content-Type: (text\/calendar[^\n]*(?:\n[ \t][^\n]*)*)\n((?:[^\n]+\n)*?)\n([\s\S]*?)\n--/i.exec(text);
  if (!part) return null;
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(part[2] ?? "")?.[1]?.toLowerCase() ?? "7bit";
  return {
    calendar: decodePart(part[3] ?? "", encoding),
    contentType: (part[1] ?? "").replace(/\s+/g, " "),
  };
}

function decodePart(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable")
    return Buffer.from(
      body
        .replace(/=\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  return body;
}
