import { z } from "zod";
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterIn,
  withoutInvisibleFormatting,
} from "@mobex/contracts/text";

/**
 * One provisioned phone-book entry as an administrator gives it (admin CLI, CSV row, vCard), in
 * the contract's field names (spec 1 §3 "Contact"). cn may be left out when givenName or sn say
 * who it is.
 */
const text = (field: string, max = 100) =>
  z
    .string()
    // PostgreSQL refuses NUL in text: caught here, one bad row is a problem at its line, not a failed import.
    .refine((value) => controlCharacterIn(value) === null, `${field} ${CONTROL_CHARACTER_MESSAGE}`)
    // Colleagues read these names: invisible bidi and zero-width characters go. A quoted CSV value
    // may break lines; a card shows one.
    .transform((value) => withoutInvisibleFormatting(value).trim().replace(/\s+/g, " "))
    .pipe(z.string().max(max, `${field} is longer than ${max} characters`))
    .default("");

const EMAIL = z.email();
// What people write in a phone number: digits, an optional leading +, and separators.
const NUMBER_CHARACTERS = /^\+?[0-9 ()./-]*$/;
const phoneNumber = (field: string) =>
  text(field, 32).refine(
    (value) => value === "" || (NUMBER_CHARACTERS.test(value) && value.replace(/\D/g, "").length >= 3),
    `${field} is not a phone number`,
  );

export const phonebookEntryInputSchema = z
  .object({
    cn: text("cn"),
    givenName: text("givenName"),
    sn: text("sn"),
    telephoneNumber: phoneNumber("telephoneNumber"),
    mobileTelephoneNumber: phoneNumber("mobileTelephoneNumber"),
    homePhone: phoneNumber("homePhone"),
    mail: text("mail", 254).refine(
      (value) => value === "" || EMAIL.safeParse(value).success,
      "mail is not an e-mail address",
    ),
    company: text("company"),
    department: text("department"),
  })
  .transform((entry) => ({ ...entry, cn: entry.cn || [entry.givenName, entry.sn].filter(Boolean).join(" ") }))
  .refine((entry) => entry.cn !== "", { error: "cn: a contact needs a name", path: ["cn"] });

export type PhonebookEntryInput = z.input<typeof phonebookEntryInputSchema>;
export type PhonebookEntry = z.output<typeof phonebookEntryInputSchema>;
export const PHONEBOOK_ENTRY_FIELDS = [
  "cn",
  "givenName",
  "sn",
  "telephoneNumber",
  "mobileTelephoneNumber",
  "homePhone",
  "mail",
  "company",
  "department",
] as const satisfies readonly (keyof PhonebookEntry)[];
export type PhonebookEntryField = (typeof PHONEBOOK_ENTRY_FIELDS)[number];

/** The first problem of an entry that failed the schema, as "field: reason". */
export function entryProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.join(".") ?? "";
  const message = issue?.message ?? "invalid";
  return field === "" || message.startsWith(field) ? message : `${field}: ${message}`;
}
