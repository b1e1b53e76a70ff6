import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, wrapPglite, type Database } from "../db/client";
import { buildPgliteTemplate } from "./pglite-template";

export type TestDatabase = { database: Database; drop: () => Promise<void> };

/**
 * A fresh database per test app. On PGlite it is loaded from the migrated template that the global
 * setup built once per run (initdb takes seconds) into memory (about 0.4 s; a
 * copy on disk costs three times as much and tests nothing more; app.test.ts covers the on-disk
 * start). With MOBEX_TEST_DATABASE_URL (CI's PostgreSQL run) each gets its own database.
 */
export async function createTestDatabase(seeded: boolean): Promise<TestDatabase> {
  const serverUrl = process.env.MOBEX_TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const client = new PGlite({ loadDataDir: await pgliteTemplate(seeded) });
  return { database: await wrapPglite(client), drop: async () => {} };
}

const templates = new Map<boolean, Promise<Blob>>();

function pgliteTemplate(seeded: boolean): Promise<Blob> {
  let template = templates.get(seeded);
  if (!template) {
    // The run's global setup built the seeded one already; anything else is built here once.
    const built = seeded ? inject("pgliteSeededTemplate") : "";
    template = built ? readFile(built).then((tar) => new Blob([tar])) : buildPgliteTemplate(seeded);
    templates.set(seeded, template);
  }
  return template;
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `mobex_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // DROP DATABASE … WITH (FORCE) may terminate a backend the pool is still closing.
  const database = await openDatabase({ kind: "postgres", url: url.toString() }, () => {});
  return {
    database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
