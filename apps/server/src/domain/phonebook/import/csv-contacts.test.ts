import { describe, expect, it } from "vitest";
import { readCsvContacts } from "./csv-contacts";

describe("reading a CSV phone book", () => {
  it("reads the contract's column names and RFC 4180 quoting, with each row's first line", () => {
    const csv = [
      "cn,telephoneNumber,mail,company,department",
      '"Clarke, Harriet",+44 20 7946 0121,harriet@example.co.uk,"Northwind ""Office"" Supplies",Sales',
      "",
      '"Multi',
      'Line Ltd",020 7946 0100,,,',
      "Rajesh Patel,0121 496 0344,,Brightline,",
    ].join("\r\n");
    const reading = readCsvContacts(csv);
    expect(reading.problems).toEqual([]);
    expect(reading.records).toEqual([
      {
        line: 2,
        fields: {
          cn: "Clarke, Harriet",
          telephoneNumber: "+44 20 7946 0121",
          mail: "harriet@example.co.uk",
          company: 'Northwind "Office" Supplies',
          department: "Sales",
        },
      },
      { line: 4, fields: { cn: "Multi\nLine Ltd", telephoneNumber: "020 7946 0100" } },
      { line: 6, fields: { cn: "Rajesh Patel", telephoneNumber: "0121 496 0344", company: "Brightline" } },
    ]);
  });

  it("understands common column titles, a byte-order mark and semicolons, and names ignored columns", () => {
    const csv =
      "\uFEFFFirst Name;Last Name;Phone;Mobile;E-mail;Company;Department;Fax\nFiona;MacLeod;0131 496 0785;07700 900111;f@thistle.co.uk;Thistle;Support;0131 496 0786\n";
    const reading = readCsvContacts(csv);
    expect(reading.records).toEqual([
      {
        line: 2,
        fields: {
          givenName: "Fiona",
          sn: "MacLeod",
          telephoneNumber: "0131 496 0785",
          mobileTelephoneNumber: "07700 900111",
          mail: "f@thistle.co.uk",
          company: "Thistle",
          department: "Support",
        },
      },
    ]);
    expect(reading.notices).toEqual([
      { line: 1, message: 'column "Fax" is not a contact field and was ignored' },
    ]);
  });

  it("reports a row with a stray quote at its line and reads the rows after it", () => {
    const reading = readCsvContacts(
      'Name,Phone\nGood One,0161 496 0001\nBad "quoted" row,0161 496 0002\nGood Two,0161 496 0003\n',
    );
    expect(reading.records.map((record) => [record.line, record.fields.cn])).toEqual([
      [2, "Good One"],
      [4, "Good Two"],
    ]);
    expect(reading.problems).toEqual([
      { line: 3, message: expect.stringContaining("a quote inside a value") as string },
    ]);
  });

  it("refuses a file whose header names no contact field, or that is empty", () => {
    expect(() => readCsvContacts("Foo,Bar\n1,2\n")).toThrow("line 1: no column is a contact field");
    expect(() => readCsvContacts("\n\n")).toThrow("the file holds no rows");
  });
});
