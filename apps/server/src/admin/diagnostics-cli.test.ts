import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test-support/api-client";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { runAdmin } from "./run-admin";

const secrets = { TOKEN_SECRET: "t".repeat(32), SIP_SECRET: "s".repeat(32) };

describe("npm run admin -- diagnostics list|show (issue 10, Diagnostics)", () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    env = { DATA_DIR: t.config.dataDir, ...secrets };
    const bob = await signIn(t.app, "bob@example.com");
    const event = {
      event_id: "ab".repeat(16),
      level: "warning",
      message: "Call failed: Busy Here",
      tags: { origin: "call", sip_status: "486" },
      contexts: { call: { direction: "out", cause: "Busy", status_code: 486 } },
      breadcrumbs: [{ timestamp: 1_800_000_000, category: "navigation", message: "/ → /blf" }],
      request: { url: "http://localhost:8080/blf", headers: { "User-Agent": "Chromium 140" } },
    };
    const payload = JSON.stringify(event);
    await t.app.inject({
      method: "POST",
      url: "/api/40001/envelope/",
      headers: { authorization: `Bearer ${bob.jwetoken}`, "content-type": "text/plain" },
      payload: `{}\n${JSON.stringify({ type: "event", length: Buffer.byteLength(payload) })}\n${payload}`,
    });
  });
  afterAll(() => t.close());

  async function admin(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(argv, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  it("lists the reports of a tenant or user, newest first, and shows one in full", async () => {
    const list = await admin("diagnostics", "list", "--tenant", "40001");
    expect(list).toMatchObject({ code: 0, err: "" });
    const [header, row] = list.out.split("\n");
    expect(header).toMatch(/^ID +RECEIVED +LEVEL +TENANT +USER +TITLE$/);
    expect(row).toMatch(/^[0-9a-f-]{36} +\S+ +warning +40001 +bob@example\.com +Call failed: Busy Here$/);
    expect((await admin("diagnostics", "list", "--email", "alice@example.com")).out).toBe(
      "no diagnostic reports",
    );

    const id = row?.split(" ")[0] ?? "";
    const show = await admin("diagnostics", "show", id);
    expect(show.code).toBe(0);
    expect(show.out.split("\n")).toEqual(
      expect.arrayContaining([
        `report ${id}`,
        "  warning: Call failed: Busy Here",
        expect.stringMatching(/^ {2}tenant 40001, bob@example\.com, release/) as string,
        "  page http://localhost:8080/blf",
        "  browser Chromium 140",
        "  tags origin=call, sip_status=486",
        // jsonb keeps an object's keys in its own order (shorter first), not the sender's.
        "  call: cause=Busy, direction=out, status_code=486",
        "  steps before it (1):",
        "    2027-01-15T08:00:00.000Z navigation / → /blf",
      ]),
    );
  });

  it("answers a wrong id or filter with exit code 2", async () => {
    expect(await admin("diagnostics", "show", "not-an-id")).toMatchObject({ code: 2 });
    expect(await admin("diagnostics", "show", "00000000-0000-4000-8000-000000000000")).toMatchObject({
      code: 2,
      err: "error: no diagnostic report has id 00000000-0000-4000-8000-000000000000",
    });
    expect(await admin("diagnostics", "list", "--limit", "0")).toMatchObject({ code: 2 });
  });
});
