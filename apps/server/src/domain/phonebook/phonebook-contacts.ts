import type { Contact } from "@mobex/contracts/phonebook";
import type { PhonebookEntryRow, TenantRow, UserRow } from "../../db/schema";

/** A synchronised extension's id: stable across lists, and never a uuid of an entry. */
export const colleagueContactId = (extension: string) => `ext-${extension}`;

export function contactFromEntry(row: PhonebookEntryRow): Contact {
  return {
    id: row.id,
    cn: row.cn,
    givenName: row.givenName,
    sn: row.sn,
    ntaExtension: "",
    telephoneNumber: row.telephoneNumber,
    mobileTelephoneNumber: row.mobileTelephoneNumber,
    homePhone: row.homePhone,
    mail: row.mail,
    company: row.company,
    department: row.department,
  };
}

/**
 * A colleague as the phone book shows them (spec 1 §3 "Contact": ntaExtension is set for a
 * synchronised extension). Users have one name field: its last word is read as the surname.
 */
export function contactFromColleague(user: UserRow, tenant: TenantRow): Contact {
  const words = user.name.trim().split(/\s+/);
  const sn = words.length > 1 ? (words.at(-1) ?? "") : "";
  return {
    id: colleagueContactId(user.extension),
    cn: user.name,
    givenName: words.slice(0, sn === "" ? words.length : -1).join(" "),
    sn,
    ntaExtension: user.extension,
    telephoneNumber: user.phone,
    mobileTelephoneNumber: "",
    homePhone: "",
    mail: user.email,
    company: tenant.name,
    department: "",
  };
}

// Locale-aware and case-insensitive ("de Vries" sorts with "De Vries", "Émile" beside "Emile").
const collator = new Intl.Collator("en-GB", { sensitivity: "base", numeric: true });

/** By cn; equal names keep a fixed order by id so that the list does not reshuffle between polls. */
export function byName(a: Contact, b: Contact): number {
  return collator.compare(a.cn, b.cn) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
