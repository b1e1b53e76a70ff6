import { CONTROL_CHARACTER_MESSAGE, controlCharacterIn } from "@mobex/contracts/text";
import { readCsvRecords } from "../csv/csv-records";
import { AdminError } from "../directory/admin-commands";
import type { LineReport } from "./provisioning-commands";

/** A data row by its line in the file, its values under the column names it was given. */
export type CsvRow<Column extends string> = { line: number; values: Partial<Record<Column, string>> };

const squash = (title: string) => title.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Reads a provisioning CSV (RFC 4180, comma, semicolon or tab): a header row naming the columns by the
 * titles in `aliases`, then one record per line. A line with a control character (NUL, escape …)
 * is refused as a whole and reported at its line; so is a line csv-parse cannot read. Throws
 * AdminError when the header names no column or lacks a required one.
 */
export function readCsvRows<Column extends string>(
  content: string,
  aliases: Record<Column, readonly string[]>,
  required: readonly Column[],
): { rows: CsvRow<Column>[]; refused: LineReport[] } {
  const byTitle = new Map<string, Column>(
    (Object.entries(aliases) as [Column, readonly string[]][]).flatMap(([column, titles]) =>
      titles.map((title) => [squash(title), column] as const),
    ),
  );
  const { records, problems } = readCsvRecords(content);
  const refused: LineReport[] = problems.map(({ line, message }) => ({ line, outcome: "error", message }));
  const [titles, ...body] = records;
  if (!titles) throw new AdminError("the file holds no rows");
  const columns = titles.values.map((title) => byTitle.get(squash(title)));
  const missing = required.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new AdminError(
      `line ${titles.line}: the header row needs the column(s) ${missing.join(", ")}; ` +
        `the columns are ${Object.keys(aliases).join(", ")}`,
    );
  }
  const rows: CsvRow<Column>[] = [];
  for (const { values: record, line } of body) {
    const badIndex = record.findIndex((value) => controlCharacterIn(value, true) !== null);
    if (badIndex !== -1) {
      const where = titles.values[badIndex] ?? `column ${badIndex + 1}`;
      const character = controlCharacterIn(record[badIndex] ?? "", true);
      refused.push({
        line,
        outcome: "error",
        message: `${where} ${CONTROL_CHARACTER_MESSAGE} (${character})`,
      });
      continue;
    }
    const values: Partial<Record<Column, string>> = {};
    record.forEach((value, index) => {
      const column = columns[index];
      if (column !== undefined && value !== "") values[column] = value;
    });
    rows.push({ line, values });
  }
  return { rows, refused };
}
