import { createHmac } from "node:crypto";
import { CompactEncrypt, compactDecrypt } from "jose";
import { z } from "zod";

/**
 * The "encrypted token" of spec 2 §7 that authenticates a socket on the conference live channel
 * (socket.io namespace /conference). The rooms API issues one with each room lookup, to users and
 * guests alike (a guest has no session token), bound to one room; the live channel trusts what it
 * says, so whether its holder moderates is decided once, by the rooms service that knows the room.
 */
export const liveTicketSchema = z.object({
  tenantId: z.string().min(1),
  /** The room code (13 characters), also the SFU room id. */
  roomId: z.string().min(1),
  /** Who holds it: the user's id, or "guest:<random>" for a guest. */
  participant: z.string().min(1),
  display: z.string(),
  /** May answer join requests (Allow / Deny) in this room. */
  moderator: z.boolean(),
  /** Seconds since the epoch. */
  exp: z.number().int(),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The ticket key, derived from the server's token secret under a label of its own. */
export function deriveLiveTicketKey(tokenSecret: string): Uint8Array {
  return new Uint8Array(createHmac("sha256", tokenSecret).update("mobex/conference-live/v1").digest());
}

export async function sealLiveTicket(ticket: LiveTicket, key: Uint8Array): Promise<string> {
  return new CompactEncrypt(encoder.encode(JSON.stringify(liveTicketSchema.parse(ticket))))
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .encrypt(key);
}

/** The ticket of a well-formed, authentic and unexpired token, else null. */
export async function openLiveTicket(
  token: string,
  key: Uint8Array,
  nowMs: number,
): Promise<LiveTicket | null> {
  try {
    const { plaintext } = await compactDecrypt(token, key, {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    const parsed = liveTicketSchema.safeParse(JSON.parse(decoder.decode(plaintext)));
    if (!parsed.success || parsed.data.exp * 1000 <= nowMs) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
