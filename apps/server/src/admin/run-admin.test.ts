import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { readAdminEndpoint, writeAdminEndpoint } from "./admin-endpoint-file";
import { runAdmin } from "./run-admin";

type Run = { code: number; out: string; err: string };

async function admin(argv: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const secrets = { TOKEN_SECRET: "t".repeat(32), SIP_SECRET: "s".repeat(32) };

describe("the admin CLI while a server owns DATA_DIR", () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    env = { DATA_DIR: t.config.dataDir, ...secrets };
  });
  afterAll(() => t.close());

  it("finds the server through DATA_DIR/admin.json, readable by its owner only", () => {
    const file = join(t.config.dataDir, "admin.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readAdminEndpoint(t.config.dataDir)).toMatchObject({ host: "127.0.0.1", protocol: "http" });
  });

  it("runs commands in the server and prints their result", async () => {
    const run = await admin(["user", "list", "--tenant", "40002"], env);
    expect(run).toMatchObject({ code: 0, err: "" });
    expect(run.out.split("\n")).toEqual([
      expect.stringMatching(/^PHONE +EXT +EMAIL +NAME +LICENSED +FEATURES$/) as string,
      expect.stringMatching(
        /^400022001 +2001 +oscar@globex\.example +Oscar Olsen +yes +cpb,chat_support,/,
      ) as string,
      expect.stringMatching(/^400022002 +2002 +peggy@globex\.example +Peggy Parker +yes/) as string,
    ]);
    const added = await admin(
      [
        "user",
        "add",
        "--tenant",
        "40002",
        "--extension",
        "2003",
        "--email",
        "q@globex.example",
        "--name",
        "Quinn",
      ],
      env,
    );
    expect(added.code).toBe(0);
    expect((await t.app.services.users.findByEmail("q@globex.example"))?.phone).toBe("400022003");
  });

  it("exits with 2 and the server's reason for a conflict", async () => {
    const run = await admin(
      [
        "user",
        "add",
        "--tenant",
        "40002",
        "--extension",
        "2001",
        "--email",
        "r@globex.example",
        "--name",
        "R",
      ],
      env,
    );
    expect(run).toEqual({
      code: 2,
      out: "",
      err: "error: extension 2001 is already taken in tenant 40002 by oscar@globex.example",
    });
  });

  it("exits with 2 before contacting anyone for malformed input", async () => {
    const run = await admin(["tenant", "add", "--name", "X"], env);
    expect(run.code).toBe(2);
    expect(run.err).toContain('"tenant add" needs --prefix');
  });

  it("refuses /internal/admin without the secret or from another machine", async () => {
    const secret = readAdminEndpoint(t.config.dataDir)!.secret;
    const payload = { command: "tenant.list" };
    const noSecret = await t.app.inject({ method: "POST", url: "/internal/admin", payload });
    expect(noSecret.statusCode).toBe(403);
    const remote = await t.app.inject({
      method: "POST",
      url: "/internal/admin",
      payload,
      headers: { "x-mobex-admin-secret": secret },
      remoteAddress: "203.0.113.7",
    });
    expect(remote.statusCode).toBe(403);
    const local = await t.app.inject({
      method: "POST",
      url: "/internal/admin",
      payload,
      headers: { "x-mobex-admin-secret": secret },
    });
    expect(local.statusCode).toBe(200);
  });
});

describe("the admin CLI without a running server", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "mobex-admin-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("opens the database itself, also when admin.json was left behind by a dead server", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    writeAdminEndpoint(dataDir, { port, secret: "x".repeat(32), protocol: "http", host: "127.0.0.1" });
    const env = { DATA_DIR: dataDir, ...secrets };
    expect((await admin(["tenant", "add", "--name", "Initech", "--prefix", "40003"], env)).out).toBe(
      'tenant 40003 "Initech" (0 user(s))',
    );
    const list = await admin(["tenant", "list"], env);
    expect(list.out).toBe("PREFIX  NAME     USERS\n40003   Initech  0");
    expect(existsSync(join(dataDir, "db", "PG_VERSION"))).toBe(true);
  }, 120_000);
});

describe("a server that stops", () => {
  it("removes its admin.json", async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    expect(existsSync(join(t.config.dataDir, "admin.json"))).toBe(true);
    await t.app.close();
    expect(existsSync(join(t.config.dataDir, "admin.json"))).toBe(false);
    await t.close();
  });
});
