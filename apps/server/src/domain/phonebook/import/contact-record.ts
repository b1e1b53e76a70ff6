import type { PhonebookEntryField } from "../phonebook-entry";
import type { ImportProblem } from "../phonebook-admin-commands";

/** One contact as a file gave it, before validation; `line` is where it starts (1-based). */
export type ContactRecord = { line: number; fields: Partial<Record<PhonebookEntryField, string>> };

/**
 * What a reader found: the records, the problems of records it could not read (they are skipped),
 * and notices that skip nothing (an ignored column).
 */
export type ContactFileReading = {
  records: ContactRecord[];
  problems: ImportProblem[];
  notices: ImportProblem[];
};
