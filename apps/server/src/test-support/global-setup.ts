import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildPgliteTemplate } from "./pglite-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** File of the migrated and seeded PGlite template, or "" on PostgreSQL runs. */
    pgliteSeededTemplate: string;
  }
}

/** Builds the seeded PGlite template once per run instead of once per test file. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.MOBEX_TEST_DATABASE_URL) {
    project.provide("pgliteSeededTemplate", "");
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), "mobex-pglite-template-"));
  const file = join(dir, "seeded.tar");
  const dump = await buildPgliteTemplate(true);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSeededTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
