import { describe, expect, it } from "vitest";
import { deriveLiveTicketKey, openLiveTicket, sealLiveTicket, type LiveTicket } from "./live-ticket";

const key = deriveLiveTicketKey("a token secret of the server");
const now = Date.UTC(2026, 10, 25, 9, 0, 0);
const ticket: LiveTicket = {
  tenantId: "t1",
  roomId: "abcdefghijklm",
  participant: "guest:42",
  display: "Guest",
  moderator: false,
  exp: now / 1000 + 600,
};

describe("the conference live ticket", () => {
  it("opens to what was sealed", async () => {
    expect(await openLiveTicket(await sealLiveTicket(ticket, key), key, now)).toEqual(ticket);
  });

  it("is refused once expired, under another key, or altered", async () => {
    const sealed = await sealLiveTicket(ticket, key);
    expect(await openLiveTicket(sealed, key, (ticket.exp + 1) * 1000)).toBeNull();
    expect(await openLiveTicket(sealed, deriveLiveTicketKey("another secret"), now)).toBeNull();
    // Compact JWE with "dir": header, (empty) key, iv, ciphertext, tag; one ciphertext character changed.
    const parts = sealed.split(".");
    const ciphertext = parts[3] ?? "";
    parts[3] = (ciphertext.startsWith("A") ? "B" : "A") + ciphertext.slice(1);
    expect(await openLiveTicket(parts.join("."), key, now)).toBeNull();
    expect(await openLiveTicket("not a token", key, now)).toBeNull();
  });
});
