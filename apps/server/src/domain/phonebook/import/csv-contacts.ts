import { type CsvError, type CsvErrorCode, type Info, parse } from "csv-parse/sync";
import { AdminError } from "../../directory/admin-commands";
import type { PhonebookEntryField } from "../phonebook-entry";
import type { ContactFileReading, ContactRecord } from "./contact-record";
import { fieldForHeader } from "./csv-headers";

const DELIMITERS = [",", ";", "\t"] as const;

/**
 * Reads a CSV phone book (RFC 4180: quoted values may hold delimiters, doubled quotes and line
 * breaks). The first row names the columns; a row that cannot be read is a problem at its line and
 * the others still count. Throws AdminError when the file has no usable header.
 */
export function readCsvContacts(content: string): ContactFileReading {
  const problems: ContactFileReading["problems"] = [];
  // With `info: true` each row is {record, info}; csv-parse's sync typings do not model that option.
  // One kind of line break: csv-parse counts a quoted CRLF as two lines, which would put every
  // later problem on the wrong line. Values lose nothing a phone book keeps.
  const text = content.replace(/\r\n?/g, "\n");
  const rows = parse(text, {
    bom: true,
    delimiter: delimiterOf(text),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      // csv-parse puts the line where it gave up on the error's context.
      const line = Number(error?.lines) || 0;
      // csv-parse may report one bad record twice.
      if (error && !problems.some((problem) => problem.line === line)) {
        problems.push({ line, message: csvProblem(error) });
      }
      return undefined;
    },
  }) as unknown as { record: string[]; info: Info }[];
  const [header, ...body] = rows;
  if (!header) throw new AdminError("the file holds no rows");
  const columns = header.record.map(fieldForHeader);
  if (columns.every((field) => field === undefined)) {
    throw new AdminError(
      `line ${header.info.lines}: no column is a contact field; name them cn, givenName, sn, telephoneNumber, ` +
        "mobileTelephoneNumber, homePhone, mail, company, department (or Name, First Name, Last Name, Phone, " +
        "Mobile, Home Phone, Email, Company, Department)",
    );
  }
  const notices = header.record.flatMap((title, index) =>
    columns[index] === undefined && title !== ""
      ? [{ line: header.info.lines, message: `column "${title}" is not a contact field and was ignored` }]
      : [],
  );
  const records = body.map(({ record, info }): ContactRecord => {
    const fields: ContactRecord["fields"] = {};
    record.forEach((value, index) => {
      const field: PhonebookEntryField | undefined = columns[index];
      // Two columns for one field (Phone, Business Phone): the first value given wins.
      if (field && value !== "" && fields[field] === undefined) fields[field] = value;
    });
    return { line: info.lines - lineBreaksIn(record), fields };
  });
  return { records, problems, notices };
}

/** Comma unless the header row plainly uses semicolons or tabs (spreadsheets in many locales). */
function delimiterOf(text: string): string {
  const header = text.split("\n", 1)[0] ?? "";
  const unquoted = header.replace(/"[^"]*"/g, "");
  const counts = DELIMITERS.map((delimiter) => unquoted.split(delimiter).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  return best > 0 && (counts[best] ?? 0) > 0 ? (DELIMITERS[best] ?? ",") : ",";
}

/** info.lines is the record's last line; quoted line breaks inside it lead back to its first. */
function lineBreaksIn(record: string[]): number {
  return record.reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
}

const MISPLACED_QUOTE =
  'a quote inside a value: quote the whole value and double the quotes in it ("a ""b"" c")';

/** csv-parse's messages name its internals; these say what to fix in the file. */
const PROBLEMS: Partial<Record<CsvErrorCode, string>> = {
  INVALID_OPENING_QUOTE: MISPLACED_QUOTE,
  CSV_INVALID_CLOSING_QUOTE: MISPLACED_QUOTE,
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: MISPLACED_QUOTE,
  CSV_QUOTE_NOT_CLOSED: "a quoted value is never closed, so the rest of the file could not be read",
};

function csvProblem(error: CsvError): string {
  return PROBLEMS[error.code] ?? error.message;
}
