import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DevMailbox } from "./dev-mailbox";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the dev mailbox", () => {
  it("lists the newest message first even among messages of the same millisecond", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mobex-mailbox-"));
    dirs.push(dir);
    const mailbox = new DevMailbox(dir);
    const date = new Date(Date.UTC(2026, 0, 1)).toISOString();
    const tokens = Array.from({ length: 20 }, (_, i) => String(100000 + i));
    for (const token of tokens) {
      await mailbox.store({ to: "alice@example.com", subject: "Token", date, token }, Buffer.from(token));
    }
    expect((await mailbox.list("alice@example.com")).map((message) => message.token)).toEqual(
      tokens.reverse(),
    );
  });
});
