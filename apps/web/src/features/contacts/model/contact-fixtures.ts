import type { Contact } from "@mobex/contracts/phonebook";

let next = 1;

/** A phone-book entry as entries/list answers it, with the fields a test cares about set. */
export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: String(next++),
    cn: "",
    givenName: "",
    sn: "",
    ntaExtension: "",
    telephoneNumber: "",
    mobileTelephoneNumber: "",
    homePhone: "",
    mail: "",
    company: "",
    department: "",
    ...overrides,
  };
}
