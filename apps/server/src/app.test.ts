import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_VERSION } from "@mobex/contracts/version";
import { buildApp } from "./app";
import { testConfig } from "./test-support/test-app";

/** The real first start and restart on a PGlite data directory, as `npm start` does it. */
describe("starting on a fresh data directory and again on the same one", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "mobex-boot-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const config = () => testConfig(dataDir, { database: { kind: "pglite", dataDir: join(dataDir, "db") } });

  it("migrates, seeds and answers /healthz and /version.txt on the first start", async () => {
    const app = await buildApp(config(), { logger: false });
    try {
      expect((await app.inject({ url: "/healthz" })).json()).toMatchObject({
        status: "ok",
        database: "pglite",
      });
      expect((await app.inject({ url: "/version.txt" })).body).toBe(APP_VERSION);
      expect((await app.services.users.findByEmail("alice@example.com"))?.phone).toBe("400011001");
      await app.services.admin.execute({ command: "user.remove", email: "henry@example.com" });
    } finally {
      await app.close();
    }
  }, 120_000);

  it("keeps the data on restart and does not seed again", async () => {
    const app = await buildApp(config(), { logger: false });
    try {
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
      expect(await app.services.users.findByEmail("henry@example.com")).toBeUndefined();
      expect(await app.services.users.findByEmail("alice@example.com")).toBeDefined();
    } finally {
      await app.close();
    }
  }, 120_000);
});
