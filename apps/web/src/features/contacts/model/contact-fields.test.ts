import type { Contact } from "@mobex/contracts/phonebook";
import { describe, expect, it } from "vitest";
import { cardNumbers, contactName, matchesContact, organisationOf } from "./contact-fields";
import { contact } from "./contact-fixtures";

const acme: Contact = contact({
  cn: "Zoë Quinn",
  givenName: "Zoë",
  sn: "Quinn",
  telephoneNumber: "+44 20 7946 0018",
  mobileTelephoneNumber: "07700 900123",
  homePhone: "01632 960001",
  company: "Acme Ltd",
  department: "Sales",
});

describe("contact fields", () => {
  it("searches the name without regard to case", () => {
    expect(matchesContact(acme, "zoË")).toBe(true);
    expect(matchesContact(acme, "QUINN")).toBe(true);
    expect(matchesContact(acme, "zoë quinn")).toBe(true);
    expect(matchesContact(acme, "acme")).toBe(false);
  });

  it("searches every number, also those the card does not show, ignoring spacing", () => {
    expect(matchesContact(acme, "2079460018")).toBe(true);
    expect(matchesContact(acme, "07700 900")).toBe(true);
    expect(matchesContact(acme, "960001")).toBe(true);
    expect(matchesContact(acme, "555")).toBe(false);
  });

  it("puts at most the first 2 numbers on a card", () => {
    expect(cardNumbers(acme)).toEqual([
      { label: "Phone", number: "+44 20 7946 0018" },
      { label: "Mobile", number: "07700 900123" },
    ]);
    expect(cardNumbers(contact({ ntaExtension: "1002", telephoneNumber: "400011002" }))).toHaveLength(2);
  });

  it("falls back from the common name to given name and surname, then to a number", () => {
    expect(contactName(contact({ cn: "", givenName: "Ada", sn: "Lovelace" }))).toBe("Ada Lovelace");
    expect(contactName(contact({ cn: "", telephoneNumber: "0123" }))).toBe("0123");
  });

  it("joins company and department", () => {
    expect(organisationOf(acme)).toBe("Acme Ltd · Sales");
    expect(organisationOf(contact({ department: "Support" }))).toBe("Support");
  });
});
