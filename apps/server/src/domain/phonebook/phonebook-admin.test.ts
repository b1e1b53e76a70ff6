import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAdminEndpoint } from "../../admin/admin-endpoint-file";
import { callRemoteAdmin } from "../../admin/remote-admin";
import type { AdminResult } from "../directory/admin-commands";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("the phone-book admin commands", () => {
  let t: TestApp;
  let alice: Session;
  const run = (command: Record<string, unknown>) => t.app.services.admin.execute(command);
  const entriesOf = async (tenant: string) => {
    const result = await run({ command: "phonebook.list", tenant });
    return result.kind === "contacts" ? result.contacts : [];
  };
  const nameOf = async (number: string) =>
    (await postApi(t.app, "/contacts/get", { token: alice.jwetoken, number })).body.data;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
  });
  afterAll(() => t.close());

  it("adds an entry that users see in the phone book and as a caller's name", async () => {
    const added = await run({
      command: "phonebook.add",
      tenant: "40001",
      entry: {
        cn: " Zara  Quinn ",
        telephoneNumber: "0161 496 0444",
        mail: "Zara@Quinn.example",
        company: "Quinn & Co",
      },
    });
    expect(added).toMatchObject({
      kind: "contact",
      tenant: "40001",
      contact: {
        cn: "Zara Quinn",
        telephoneNumber: "0161 496 0444",
        mail: "Zara@Quinn.example",
        ntaExtension: "",
      },
    });
    expect(await nameOf("+441614960444")).toEqual({ name: "Zara Quinn" });
    const book = await postApi(t.app, "/cloudphonebook/entries/list/", { token: alice.jwetoken });
    expect(JSON.stringify(book.body.data)).toContain("Zara Quinn");
  });

  it("names the field of a bad entry, and builds a name from given name and surname", async () => {
    await expect(
      run({ command: "phonebook.add", tenant: "40001", entry: { cn: "X", mail: "nope" } }),
    ).rejects.toThrow("mail is not an e-mail address");
    await expect(
      run({
        command: "phonebook.add",
        tenant: "40001",
        entry: { cn: "X", mobileTelephoneNumber: "call me" },
      }),
    ).rejects.toThrow("mobileTelephoneNumber is not a phone number");
    await expect(
      run({ command: "phonebook.add", tenant: "40001", entry: { company: "Nobody" } }),
    ).rejects.toThrow("cn: a contact needs a name");
    await expect(run({ command: "phonebook.add", tenant: "49999", entry: { cn: "X" } })).rejects.toThrow(
      "no tenant has prefix 49999",
    );
    const built = await run({
      command: "phonebook.add",
      tenant: "40002",
      entry: { givenName: "Ada", sn: "Byron" },
    });
    expect(built.kind === "contact" && built.contact.cn).toBe("Ada Byron");
  });

  it("removes an entry only from its own tenant", async () => {
    const zara = (await entriesOf("40001")).find((contact) => contact.cn === "Zara Quinn")!;
    await expect(run({ command: "phonebook.remove", tenant: "40002", id: zara.id })).rejects.toThrow(
      `tenant 40002 has no phone-book entry ${zara.id}`,
    );
    await expect(run({ command: "phonebook.remove", tenant: "40001", id: "ext-1002" })).rejects.toThrow(
      "id is not a phone-book entry id",
    );
    expect(await run({ command: "phonebook.remove", tenant: "40001", id: zara.id })).toEqual({
      kind: "removed",
      what: `phone-book entry "Zara Quinn" (${zara.id}) of tenant 40001`,
    });
    expect(await nameOf("01614960444")).toBeNull();
  });

  it("imports a CSV, skipping bad rows and contacts already there, and reports them by line", async () => {
    const csv = [
      "Name,Phone,Mobile,Email,Company,Department",
      "Nadia Ross,+44 113 496 0111,,nadia@ross.example,Ross Ltd,Sales",
      "Broken Mail,0113 496 0112,,not-an-address,,",
      ",,,,,",
      "Harriet Clarke,+44 20 7946 0121,+44 7700 900412,harriet.clarke@northwind-supplies.co.uk,,",
      "Ian Moss,,07700 900113,,,",
    ].join("\n");
    const result = await run({ command: "phonebook.import", tenant: "40001", format: "csv", content: csv });
    expect(result).toEqual<AdminResult>({
      kind: "import",
      tenant: "40001",
      imported: 2,
      skipped: 2,
      replaced: 0,
      problems: [
        { line: 3, message: "mail is not an e-mail address" },
        { line: 5, message: '"Harriet Clarke" is already in the phone book' },
      ],
    });
    expect(await nameOf("+447700900113")).toEqual({ name: "Ian Moss" });
    const again = await run({ command: "phonebook.import", tenant: "40001", format: "csv", content: csv });
    expect(again).toMatchObject({ imported: 0, skipped: 4 });
  });

  it("imports vCards and replaces the whole phone book with --replace, leaving other tenants alone", async () => {
    const vcf = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:Olga Petrova",
      "N:Petrova;Olga;;;",
      "TEL;TYPE=WORK:+44 131 496 0222",
      "ORG:Petrova Imports;Logistics",
      "END:VCARD",
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:No Number Here",
      "TEL;TYPE=WORK:ask reception",
      "END:VCARD",
    ].join("\r\n");
    const globexBefore = await entriesOf("40002");
    const result = await run({
      command: "phonebook.import",
      tenant: "40001",
      format: "vcard",
      content: vcf,
      replace: true,
    });
    expect(result).toMatchObject({
      imported: 1,
      skipped: 1,
      replaced: 12 + 2,
      problems: [{ line: 8, message: "telephoneNumber is not a phone number" }],
    });
    expect(await entriesOf("40001")).toEqual([
      expect.objectContaining({
        cn: "Olga Petrova",
        givenName: "Olga",
        sn: "Petrova",
        company: "Petrova Imports",
        department: "Logistics",
      }),
    ]);
    expect(await entriesOf("40002")).toEqual(globexBefore);
    expect(await nameOf("+442079460121")).toBeNull();
  });

  it("refuses to empty a phone book with --replace when nothing in the file can be imported", async () => {
    await expect(
      run({
        command: "phonebook.import",
        tenant: "40001",
        format: "csv",
        content: "Name,Phone\n,\nX,abc\n",
        replace: true,
      }),
    ).rejects.toThrow(
      "no contact in the file could be imported, so the phone book was left as it was (line 3: telephoneNumber is not a phone number)",
    );
    await expect(
      run({ command: "phonebook.import", tenant: "40001", format: "csv", content: "Fax\n1\n" }),
    ).rejects.toThrow("line 1: no column is a contact field");
    expect(await entriesOf("40001")).toHaveLength(1);
  });

  it("skips a CSV row holding a NUL at its line and imports the rest, through the running server too", async () => {
    await t.listen();
    const endpoint = readAdminEndpoint(t.config.dataDir);
    if (!endpoint) throw new Error("the listening server wrote no admin endpoint");
    const csv = [
      "Name,Phone",
      "Una Good,0161 496 0901",
      "Bad\u0000Row,0161 496 0902",
      "\u202eVic\u200btor Good\u2069,0161 496 0903",
    ].join("\n");
    const result = await callRemoteAdmin(endpoint, {
      command: "phonebook.import",
      tenant: "40002",
      format: "csv",
      content: csv,
    });
    expect(result).toMatchObject({
      imported: 2,
      skipped: 1,
      problems: [{ line: 3, message: "cn must not contain control characters" }],
    });
    const names = (await entriesOf("40002")).map((contact) => contact.cn);
    expect(names).toEqual(expect.arrayContaining(["Una Good", "Victor Good"]));
    expect(names.some((name) => name.includes("Row"))).toBe(false);
  });

  it("refuses content over 5 MB", async () => {
    const content = `Name,Phone\n${"A,0161 496 0000\n".repeat(330_000)}`;
    await expect(
      run({ command: "phonebook.import", tenant: "40001", format: "csv", content }),
    ).rejects.toThrow("content: the file is larger than 5 MB");
  });
});
