import { describe, expect, it } from "vitest";
import { importContacts } from "./contact-import";

describe("importing contacts with control characters", () => {
  it("skips a vCard whose name holds a NUL at its line, keeps the others and cleans their names", () => {
    const vcf = [
      ["BEGIN:VCARD", "VERSION:3.0", "FN:Wendy\u200b Good", "TEL;TYPE=WORK:0161 496 0911", "END:VCARD"],
      ["BEGIN:VCARD", "VERSION:3.0", "FN:Nul\u0000Card", "TEL;TYPE=WORK:0161 496 0912", "END:VCARD"],
      ["BEGIN:VCARD", "VERSION:3.0", "FN:\u202eXavier Good", "TEL;TYPE=WORK:0161 496 0913", "END:VCARD"],
    ]
      .flat()
      .join("\r\n");
    const result = importContacts("vcard", vcf, []);
    expect(result.entries.map((entry) => entry.cn)).toEqual(["Wendy Good", "Xavier Good"]);
    expect(result.problems).toEqual([{ line: 6, message: "cn must not contain control characters" }]);
    expect(result.skipped).toBe(1);
  });

  it("keeps a CSV value's quoted line breaks and tabs as spaces, as before", () => {
    const result = importContacts("csv", 'Name,Company\n"Yves\tGood","Two\nLines Ltd"\n', []);
    expect(result.entries).toMatchObject([{ cn: "Yves Good", company: "Two Lines Ltd" }]);
    expect(result.problems).toEqual([]);
  });
});
