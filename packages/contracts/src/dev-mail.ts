import { z } from "zod";

/**
 * GET /dev/mail.json?to=<email> — the dev mailbox (ARCHITECTURE.md, Mail): only with the dev mail
 * transport and only for loopback clients. The end-to-end harness reads sign-in tokens from it.
 */
export const devMailQuerySchema = z.object({ to: z.string().trim().toLowerCase().optional() });

export const devMailMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** ISO 8601 */
  date: z.string(),
  /** The one-time token the message carries, or null for other mail. */
  token: z.string().nullable(),
});
export type DevMailMessage = z.infer<typeof devMailMessageSchema>;

/** Newest first. */
export const devMailListSchema = z.object({ messages: z.array(devMailMessageSchema) });
export type DevMailList = z.infer<typeof devMailListSchema>;
