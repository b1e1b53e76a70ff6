import { z } from "zod";
import { emailSchema } from "@mobex/contracts/auth";

/**
 * The diagnostics commands of the admin CLI (`npm run admin -- diagnostics list|show`), joined
 * into the directory's command and result unions like the phone book's.
 */
export const DEFAULT_LIST_LIMIT = 50;

export const diagnosticsAdminCommandSchemas = [
  z.object({
    command: z.literal("diagnostics.list"),
    tenant: z
      .string()
      .regex(/^\d{5}$/, "tenant must be a prefix of exactly 5 digits")
      .optional(),
    email: z.optional(emailSchema),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(1000, "limit must be at most 1000")
      .default(DEFAULT_LIST_LIMIT),
  }),
  z.object({ command: z.literal("diagnostics.show"), id: z.uuid("id is not a report id") }),
] as const;
export type DiagnosticsAdminCommand = z.output<(typeof diagnosticsAdminCommandSchemas)[number]>;

const reportSummarySchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  level: z.string(),
  title: z.string(),
  tenant: z.string(),
  /** null: reported with the tenant's public key only. */
  email: z.string().nullable(),
  release: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

const reportDetailSchema = reportSummarySchema.extend({
  occurredAt: z.string(),
  url: z.string(),
  userAgent: z.string(),
  event: z.unknown(),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const diagnosticsAdminResultSchemas = [
  z.object({ kind: z.literal("diagnostics"), reports: z.array(reportSummarySchema) }),
  z.object({ kind: z.literal("diagnostic"), report: reportDetailSchema }),
] as const;
export type DiagnosticsAdminResult = z.infer<(typeof diagnosticsAdminResultSchemas)[number]>;
