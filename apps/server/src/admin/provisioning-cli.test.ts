import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postApi, signIn } from "../test-support/api-client";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { runAdmin } from "./run-admin";

const secrets = { TOKEN_SECRET: "t".repeat(32), SIP_SECRET: "s".repeat(32) };

/**
 * Wall time and this process's CPU time (CLI, server and PGlite all run here): on a shared machine
 * the wall time mostly measures the neighbours, the CPU time the import. Figures, not assertions.
 */
function measure() {
  const wallMs = performance.now();
  const cpu = process.cpuUsage();
  return {
    report() {
      const used = process.cpuUsage(cpu);
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      return `${seconds(performance.now() - wallMs)} wall, ${seconds((used.user + used.system) / 1000)} CPU`;
    },
  };
}

describe("user import and blf import from CSV (issue 10, Provisioning)", () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    env = { DATA_DIR: t.config.dataDir, ...secrets };
    dir = mkdtempSync(join(tmpdir(), "mobex-import-"));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  async function admin(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
    return { code, lines: out.join("\n").split("\n"), err: err.join("\n") };
  }
  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  const usersOf = async (tenant: string) => {
    const result = await t.app.services.admin.execute({ command: "user.list", tenant });
    return result.kind === "users" ? result.users : [];
  };

  // 500 lines take many seconds on a busy 2-core machine: a generous limit, not a timing assertion.
  it(
    "creates 500 users in one command, one line each, and they can sign in at once",
    { timeout: 180_000 },
    async () => {
      await t.app.services.admin.execute({ command: "tenant.add", name: "Onboarded Ltd", prefix: "40005" });
      const rows = Array.from(
        { length: 500 },
        (_, index) =>
          `40005,${String(5000 + index)},user${index}@onboarded.example,User ${index},yes,cpb video_support`,
      );
      const path = file(
        "users-500.csv",
        ["tenant,extension,email,name,licensed,features", ...rows].join("\n"),
      );
      const started = measure();
      const run = await admin("user", "import", "--file", path);
      console.log(`[provisioning] 500 users imported: ${started.report()}`);
      expect(run.err).toBe("");
      expect(run.code).toBe(0);
      expect(run.lines).toHaveLength(501);
      expect(run.lines[0]).toBe('line 2: created: user0@onboarded.example: 400055000 "User 0"');
      expect(run.lines.at(-1)).toBe("user(s): created 500, updated 0, errors 0");
      expect(await usersOf("40005")).toHaveLength(500);
      // The running server's directory took them in: a new user signs in and is known by the API.
      const session = await signIn(t.app, "user499@onboarded.example");
      const answer = await postApi(t.app, "/webrtc/mobex/diagnostics/get/", { token: session.jwetoken });
      expect(answer.body.data).toMatchObject({ project: "40005" });
    },
  );

  it("updates existing users and reports each bad line with its reason, the others imported", async () => {
    const path = file(
      "mixed.csv",
      [
        "Tenant;Extension;E-mail;Name;Licensed;Features",
        "40005;5000;user0@onboarded.example;User Zero;;",
        "40005;5001;new@onboarded.example;Taken Extension;;",
        "40005;5600;bad\u0000nul@onboarded.example;Nul;;",
        "40005;5601;fresh@onboarded.example;Fresh;maybe;",
        "40005;56;short@onboarded.example;Short;;",
        "40001;5602;user1@onboarded.example;Mover;;",
        "40005;5603;fresh2@onboarded.example;Fresh Two;no;none",
        "40009;5604;nowhere@onboarded.example;Nowhere;;",
      ].join("\r\n"),
    );
    const run = await admin("user", "import", "--file", path);
    expect(run.code).toBe(0);
    expect(run.lines).toEqual([
      'line 2: updated: user0@onboarded.example: 400055000 "User Zero"',
      "line 3: error: extension 5001 is already taken in tenant 40005 by user1@onboarded.example",
      "line 4: error: E-mail must not contain control characters (U+0000)",
      'line 5: error: licensed must be true or false, not "maybe"',
      "line 6: error: extension: extension must be exactly 4 digits",
      "line 7: error: user1@onboarded.example belongs to tenant 40005; a user cannot move to another tenant",
      'line 8: created: fresh2@onboarded.example: 400055603 "Fresh Two", unlicensed',
      "line 9: error: no tenant has prefix 40009",
      "user(s): created 1, updated 1, errors 6",
    ]);
    const users = await usersOf("40005");
    expect(users.find((user) => user.email === "fresh2@onboarded.example")).toMatchObject({
      licensed: false,
      features: [],
    });
  });

  it("--dry-run checks every line, sees earlier lines of the file, and saves nothing", async () => {
    const path = file(
      "dry.csv",
      [
        "tenant,extension,email,name",
        "40005,5700,dry1@onboarded.example,Dry One",
        "40005,5700,dry2@onboarded.example,Dry Two",
      ].join("\n"),
    );
    const run = await admin("user", "import", "--file", path, "--dry-run");
    expect(run.lines).toEqual([
      'line 2: created: dry1@onboarded.example: 400055700 "Dry One"',
      "line 3: error: extension 5700 is already taken in tenant 40005 by dry1@onboarded.example",
      "user(s): would be created 1, would be updated 0, errors 1 (dry run: nothing was saved)",
    ]);
    expect((await usersOf("40005")).some((user) => user.email.startsWith("dry"))).toBe(false);
  });

  it("refuses a file without the needed columns before touching anything", async () => {
    const run = await admin("user", "import", "--file", file("nocols.csv", "who,what\na,b"));
    expect(run.code).toBe(2);
    expect(run.err).toContain("the header row needs the column(s) email");
  });

  it("imports 500 board buttons, replacing the one at a given position", { timeout: 180_000 }, async () => {
    const rows = Array.from({ length: 500 }, (_, index) => {
      const user = `user${index % 50}@onboarded.example`;
      return `${user},${Math.floor(index / 50) + 1},B,${5100 + (index % 100)},Colleague ${index}`;
    });
    const path = file("buttons.csv", ["email,position,type,target,label", ...rows].join("\n"));
    const started = measure();
    const run = await admin("blf", "import", "--file", path);
    console.log(`[provisioning] 500 buttons imported: ${started.report()}`);
    expect(run.code).toBe(0);
    expect(run.lines.at(-1)).toBe("button(s): created 500, updated 0, errors 0");

    const again = file(
      "buttons-again.csv",
      [
        "email,position,type,target,label",
        "user0@onboarded.example,1,D,+441234567,Reception",
        "user0@onboarded.example,,V,,",
        "user0@onboarded.example,2,X,,",
        "nobody@onboarded.example,1,B,5000,",
      ].join("\n"),
    );
    const second = await admin("button", "import", "--file", again);
    expect(second.lines).toEqual([
      'line 2: updated: user0@onboarded.example position 1: D +441234567 "Reception"',
      "line 3: created: user0@onboarded.example position 11: V",
      expect.stringMatching(/^line 4: error: type: /) as string,
      "line 5: error: no user has e-mail nobody@onboarded.example",
      "button(s): created 1, updated 1, errors 2",
    ]);
  });
});
