import { readCsvRecords } from "../../csv/csv-records";
import { AdminError } from "../../directory/admin-commands";
import type { PhonebookEntryField } from "../phonebook-entry";
import type { ContactFileReading, ContactRecord } from "./contact-record";
import { fieldForHeader } from "./csv-headers";

/**
 * Reads a CSV phone book (RFC 4180: quoted values may hold delimiters, doubled quotes and line
 * breaks). The first row names the columns; a row that cannot be read is a problem at its line and
 * the others still count. Throws AdminError when the file has no usable header.
 */
export function readCsvContacts(content: string): ContactFileReading {
  const { records: rows, problems } = readCsvRecords(content);
  const [header, ...body] = rows;
  if (!header) throw new AdminError("the file holds no rows");
  const columns = header.values.map(fieldForHeader);
  if (columns.every((field) => field === undefined)) {
    throw new AdminError(
      `line ${header.line}: no column is a contact field; name them cn, givenName, sn, telephoneNumber, ` +
        "mobileTelephoneNumber, homePhone, mail, company, department (or Name, First Name, Last Name, Phone, " +
        "Mobile, Home Phone, Email, Company, Department)",
    );
  }
  const notices = header.values.flatMap((title, index) =>
    columns[index] === undefined && title !== ""
      ? [{ line: header.line, message: `column "${title}" is not a contact field and was ignored` }]
      : [],
  );
  const records = body.map(({ values, line }): ContactRecord => {
    const fields: ContactRecord["fields"] = {};
    values.forEach((value, index) => {
      const field: PhonebookEntryField | undefined = columns[index];
      // Two columns for one field (Phone, Business Phone): the first value given wins.
      if (field && value !== "" && fields[field] === undefined) fields[field] = value;
    });
    return { line, fields };
  });
  return { records, problems, notices };
}
