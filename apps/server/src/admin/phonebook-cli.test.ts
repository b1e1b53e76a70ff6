import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postApi, signIn } from "../test-support/api-client";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { parseAdminArgs } from "./cli-args";
import { runAdmin } from "./run-admin";

type Run = { code: number; out: string; err: string };

describe("phonebook commands of the admin CLI, through the running server", () => {
  let t: TestApp;
  let files: string;
  let env: NodeJS.ProcessEnv;

  async function admin(...argv: string[]): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    files = mkdtempSync(join(tmpdir(), "mobex-phonebook-files-"));
    // npm runs scripts in the repository root and says where the user was in INIT_CWD.
    env = {
      DATA_DIR: t.config.dataDir,
      TOKEN_SECRET: "t".repeat(32),
      SIP_SECRET: "s".repeat(32),
      INIT_CWD: files,
    };
  });
  afterAll(async () => {
    rmSync(files, { recursive: true, force: true });
    await t.close();
  });

  it("imports a CSV file named relative to where npm was run, printing bad rows and a summary", async () => {
    writeFileSync(
      join(files, "contacts.csv"),
      'Name,Phone,Email,Company\r\n"Moss, Ian",0113 496 0113,ian@moss.example,Moss Ltd\r\nNo Phone,n/a,,\r\nKim Lee,+44 20 7946 0999,,\r\n',
    );
    const run = await admin("phonebook", "import", "--tenant", "40001", "--file", "contacts.csv");
    expect(run).toEqual({
      code: 0,
      out: "line 3: telephoneNumber is not a phone number\nimported 2, skipped 1",
      err: "",
    });
    const alice = await signIn(t.app, "alice@example.com");
    const name = await postApi(t.app, "/contacts/get", { token: alice.jwetoken, number: "+441134960113" });
    expect(name.body.data).toEqual({ name: "Moss, Ian" });
  });

  it("imports a vCard file and lists the entries in columns", async () => {
    writeFileSync(
      join(files, "cards.vcf"),
      "BEGIN:VCARD\nVERSION:4.0\nFN:Lena Berg\nTEL;TYPE=cell:+44 7700 900444\nORG:Berg AB;Export\nEND:VCARD\n",
    );
    expect(
      (await admin("phonebook", "import", "--tenant", "40002", "--file", join(files, "cards.vcf"))).out,
    ).toBe("imported 1, skipped 0");
    const list = await admin("phonebook", "list", "--tenant", "40002");
    expect(list.code).toBe(0);
    const lines = list.out.split("\n");
    expect(lines[0]).toMatch(/^ID +NAME +TELEPHONE +MOBILE +HOME +EMAIL +COMPANY +DEPARTMENT$/);
    expect(lines.find((line) => line.includes("Lena Berg"))).toMatch(
      /Lena Berg +\+44 7700 900444 +Berg AB +Export$/,
    );
  });

  it("adds and removes one entry", async () => {
    const added = await admin(
      "phonebook",
      "add",
      "--tenant",
      "40002",
      "--cn",
      "Rita Vance",
      "--mobile",
      "07700 900777",
    );
    expect(added.code).toBe(0);
    const id = /^phone-book entry ([0-9a-f-]{36}) of tenant 40002: "Rita Vance", mobile 07700 900777$/.exec(
      added.out,
    )?.[1];
    expect(id).toBeDefined();
    expect((await admin("phonebook", "remove", "--tenant", "40002", "--id", id ?? "")).out).toBe(
      `removed phone-book entry "Rita Vance" (${id}) of tenant 40002`,
    );
    expect(await admin("phonebook", "remove", "--tenant", "40002", "--id", id ?? "")).toMatchObject({
      code: 2,
      err: `error: tenant 40002 has no phone-book entry ${id}`,
    });
  });

  it("refuses a missing file and one over 5 MB before sending anything", async () => {
    expect(await admin("phonebook", "import", "--tenant", "40001", "--file", "missing.csv")).toEqual({
      code: 2,
      out: "",
      err: "error: cannot read missing.csv: ENOENT",
    });
    writeFileSync(join(files, "big.csv"), Buffer.alloc(5 * 1024 * 1024 + 1, "a"));
    expect((await admin("phonebook", "import", "--tenant", "40001", "--file", "big.csv")).err).toBe(
      "error: big.csv has 5.0 MB; an import takes at most 5 MB",
    );
  });
});

describe("phonebook arguments", () => {
  it("maps the short options to the contract's field names", () => {
    expect(
      parseAdminArgs([
        "phonebook",
        "add",
        "--tenant",
        "40001",
        "--cn",
        "A B",
        "--given",
        "A",
        "--sn",
        "B",
        "--telephone",
        "1",
        "--home",
        "2",
        "--mail",
        "a@b.example",
        "--company",
        "C",
        "--department",
        "D",
      ]),
    ).toEqual({
      command: "phonebook.add",
      tenant: "40001",
      entry: {
        cn: "A B",
        givenName: "A",
        sn: "B",
        telephoneNumber: "1",
        homePhone: "2",
        mail: "a@b.example",
        company: "C",
        department: "D",
      },
    });
    expect(
      parseAdminArgs(["phonebook", "import", "--tenant", "40001", "--file", "x.vcf", "--replace"]),
    ).toEqual({
      command: "phonebook.import",
      tenant: "40001",
      file: "x.vcf",
      replace: true,
    });
  });

  it("names what is missing or not an option of the command", () => {
    expect(() => parseAdminArgs(["phonebook", "list"])).toThrow('"phonebook list" needs --tenant');
    expect(() => parseAdminArgs(["phonebook", "remove", "--tenant", "40001", "--cn", "X"])).toThrow(
      '--cn is not an option of "phonebook remove"',
    );
  });
});
