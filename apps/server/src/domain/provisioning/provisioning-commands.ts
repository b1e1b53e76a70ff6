import { z } from "zod";
import { MAX_IMPORT_BYTES } from "../phonebook/phonebook-admin-commands";

/**
 * `npm run admin -- user import|blf import --file <csv> [--dry-run]` (issue 10, Provisioning): many
 * users or presence-board buttons at once, each line in a transaction of its own and reported by
 * its line number. The CLI reads the file and sends its text, as for a phone-book import.
 */
const content = z.string().max(MAX_IMPORT_BYTES, "the file is larger than 5 MB");
const dryRun = z.boolean().default(false);

export const provisioningCommandSchemas = [
  z.object({ command: z.literal("user.import"), content, dryRun }),
  z.object({ command: z.literal("button.import"), content, dryRun }),
] as const;
export type ProvisioningCommand = z.output<(typeof provisioningCommandSchemas)[number]>;

export const LINE_OUTCOMES = ["created", "updated", "error"] as const;
export type LineOutcome = (typeof LINE_OUTCOMES)[number];

const lineReportSchema = z.object({
  line: z.number().int(),
  outcome: z.enum(LINE_OUTCOMES),
  /** What was created or updated, or why the line was refused. */
  message: z.string(),
});
export type LineReport = z.infer<typeof lineReportSchema>;

export const provisioningResultSchemas = [
  z.object({
    kind: z.literal("provisioning"),
    what: z.enum(["users", "buttons"]),
    dryRun: z.boolean(),
    lines: z.array(lineReportSchema),
  }),
] as const;
export type ProvisioningResult = z.infer<(typeof provisioningResultSchemas)[number]>;
