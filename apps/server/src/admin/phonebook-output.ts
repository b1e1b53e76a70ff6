import type { Contact } from "@mobex/contracts/phonebook";
import type { PhonebookAdminResult } from "../domain/phonebook/phonebook-admin-commands";

type PhonebookOutput = Exclude<PhonebookAdminResult, { kind: "removed" }>;

const numbersOf = (contact: Contact) =>
  [
    contact.telephoneNumber && `tel ${contact.telephoneNumber}`,
    contact.mobileTelephoneNumber && `mobile ${contact.mobileTelephoneNumber}`,
    contact.homePhone && `home ${contact.homePhone}`,
  ].filter(Boolean);

const contactLine = (contact: Contact) =>
  [
    `"${contact.cn}"`,
    ...numbersOf(contact),
    contact.mail,
    [contact.company, contact.department].filter(Boolean).join(", "),
  ]
    .filter(Boolean)
    .join(", ");

/**
 * The phone-book results for a terminal: an entry on one line, a list as columns, an import as its
 * problems by line and a closing "imported N, skipped M".
 */
export function formatPhonebookResult(
  result: PhonebookOutput,
  table: (header: string[], rows: string[][]) => string,
): string {
  switch (result.kind) {
    case "contact":
      return `phone-book entry ${result.contact.id} of tenant ${result.tenant}: ${contactLine(result.contact)}`;
    case "contacts":
      if (result.contacts.length === 0) return `tenant ${result.tenant} has no phone-book entries`;
      return table(
        ["ID", "NAME", "TELEPHONE", "MOBILE", "HOME", "EMAIL", "COMPANY", "DEPARTMENT"],
        result.contacts.map((contact) => [
          contact.id,
          contact.cn,
          contact.telephoneNumber,
          contact.mobileTelephoneNumber,
          contact.homePhone,
          contact.mail,
          contact.company,
          contact.department,
        ]),
      );
    case "import":
      return [
        ...result.problems.map((problem) => `line ${problem.line}: ${problem.message}`),
        ...(result.replaced > 0
          ? [`removed the ${result.replaced} previous entries of tenant ${result.tenant}`]
          : []),
        `imported ${result.imported}, skipped ${result.skipped}`,
      ].join("\n");
  }
}
