import { describe, expect, it } from "vitest";
import { readVcardContacts } from "./vcard-contacts";

const card = (...lines: string[]) => ["BEGIN:VCARD", ...lines, "END:VCARD"].join("\r\n");

describe("reading a vCard phone book", () => {
  it("reads vCard 3.0 names, typed numbers, e-mail and organisation, unfolding long lines", () => {
    const vcf = card(
      "VERSION:3.0",
      "FN:Harriet Clarke",
      "N:Clarke;Harriet;;;",
      "TEL;TYPE=WORK,VOICE:+44 20 7946 0121",
      "TEL;TYPE=CELL:07700 900412",
      "TEL;TYPE=HOME:0161 496 0999",
      "EMAIL;TYPE=INTERNET:harriet.clarke@northwind-",
      " supplies.co.uk",
      "ORG:Northwind Office Supplies;Account Management",
      "PHOTO;ENCODING=b;TYPE=JPEG:not read at all",
    );
    expect(readVcardContacts(vcf)).toEqual({
      records: [
        {
          line: 1,
          fields: {
            cn: "Harriet Clarke",
            givenName: "Harriet",
            sn: "Clarke",
            telephoneNumber: "+44 20 7946 0121",
            mobileTelephoneNumber: "07700 900412",
            homePhone: "0161 496 0999",
            mail: "harriet.clarke@northwind-supplies.co.uk",
            company: "Northwind Office Supplies",
            department: "Account Management",
          },
        },
      ],
      problems: [],
      notices: [],
    });
  });

  it("reads vCard 4.0 tel: URIs, grouped properties, escaped commas and the preferred number", () => {
    const vcf = card(
      "VERSION:4.0",
      "FN:Owen Davies",
      'item1.TEL;VALUE=uri;TYPE="voice,work":tel:+44-29-2018-0456',
      'TEL;VALUE=uri;PREF=1;TYPE="voice,work":tel:+44-29-2018-0400;ext=12',
      "ORG:Cambria Print\\, Design",
    );
    expect(readVcardContacts(vcf).records[0]?.fields).toMatchObject({
      cn: "Owen Davies",
      telephoneNumber: "+44-29-2018-0400",
      company: "Cambria Print, Design",
      department: "",
    });
  });

  it("reports a broken card at its bad line and an unfinished one at its start, keeping the good ones", () => {
    const vcf = [
      card("VERSION:3.0", "FN:First Good", "TEL:0161 496 0001"),
      card("VERSION:3.0", "FN:Broken", 'TEL;TYPE="work:0161 496 0002'),
      card("VERSION:3.0", "FN:Second Good", "TEL:0161 496 0003"),
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Never Ends",
    ].join("\r\n");
    const reading = readVcardContacts(vcf);
    expect(reading.records.map((record) => [record.line, record.fields.cn])).toEqual([
      [1, "First Good"],
      [11, "Second Good"],
    ]);
    expect(reading.problems).toEqual([
      { line: 9, message: expect.stringContaining("TEL: invalid line") as string },
      { line: 16, message: "the card has no END:VCARD" },
    ]);
  });

  it("refuses a file without any card", () => {
    expect(() => readVcardContacts("Name,Phone\nA,1\n")).toThrow("no vCard");
  });
});
