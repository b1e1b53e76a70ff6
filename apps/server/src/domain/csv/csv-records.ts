import { type CsvError, type CsvErrorCode, type Info, parse } from "csv-parse/sync";

/** One record of a CSV file with the line it starts on (1-based). */
export type CsvRecord = { readonly line: number; readonly values: string[] };

/** A line that could not be read, in words that say what to fix in the file. */
export type CsvProblem = { readonly line: number; readonly message: string };

const DELIMITERS = [",", ";", "\t"] as const;

/**
 * Reads a CSV file (RFC 4180: quoted values may hold delimiters, doubled quotes and line breaks;
 * comma, semicolon or tab as its first row uses them). A record that cannot be read is a problem
 * at its line and the others still count. The phone-book and provisioning imports both read
 * through here, so a line number means the same in every report.
 */
export function readCsvRecords(content: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  // One kind of line break: csv-parse counts a quoted CRLF as two lines, which would put every
  // later problem on the wrong line.
  const text = content.replace(/\r\n?/g, "\n");
  // With `info: true` each row is {record, info}; csv-parse's sync typings do not model that option.
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
  const records = rows.map(({ record, info }) => ({
    line: info.lines - lineBreaksIn(record),
    values: record,
  }));
  return { records, problems };
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
