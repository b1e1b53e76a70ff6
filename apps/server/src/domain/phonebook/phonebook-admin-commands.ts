import { z } from "zod";
import { contactSchema } from "@mobex/contracts/phonebook";

/**
 * The phone-book commands of the admin CLI (`npm run admin -- phonebook …`), joined into the
 * directory's command and result unions. The CLI reads an import file and sends its text, so the
 * same command works on the database directly and through POST /internal/admin.
 */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const IMPORT_FORMATS = ["csv", "vcard"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const tenant = z.string().regex(/^\d{5}$/, "tenant must be a prefix of exactly 5 digits");

export const phonebookAdminCommandSchemas = [
  // The entry is validated by the phone-book admin so that its problems read like an import's.
  z.object({ command: z.literal("phonebook.add"), tenant, entry: z.record(z.string(), z.unknown()) }),
  z.object({ command: z.literal("phonebook.list"), tenant }),
  z.object({ command: z.literal("phonebook.remove"), tenant, id: z.uuid("id is not a phone-book entry id") }),
  z.object({
    command: z.literal("phonebook.import"),
    tenant,
    format: z.enum(IMPORT_FORMATS, { error: "format must be csv or vcard" }),
    // Characters, not bytes: the CLI has already refused files over MAX_IMPORT_BYTES.
    content: z.string().max(MAX_IMPORT_BYTES, "the file is larger than 5 MB"),
    replace: z.boolean().default(false),
  }),
] as const;
export type PhonebookAdminCommand = z.output<(typeof phonebookAdminCommandSchemas)[number]>;

export const importProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const phonebookAdminResultSchemas = [
  z.object({ kind: z.literal("contact"), tenant: z.string(), contact: contactSchema }),
  z.object({ kind: z.literal("contacts"), tenant: z.string(), contacts: z.array(contactSchema) }),
  z.object({
    kind: z.literal("import"),
    tenant: z.string(),
    imported: z.number().int(),
    skipped: z.number().int(),
    /** Entries removed first by --replace. */
    replaced: z.number().int(),
    problems: z.array(importProblemSchema),
  }),
] as const;
/** A removal answers with the directory's own "removed" result. */
export type PhonebookAdminResult =
  z.infer<(typeof phonebookAdminResultSchemas)[number]> | { kind: "removed"; what: string };
