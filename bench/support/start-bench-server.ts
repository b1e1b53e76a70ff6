import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";

export type BenchServer = {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** The throwaway DATA_DIR (PGlite), removed when the run ends. */
  dataDir: string;
};

/**
 * The real app for a bench: PGlite in a throwaway DATA_DIR, no demo seed, warnings only, on a free
 * loopback port; `env` adds the bench's own settings (raised limits). Runs `measure` against it,
 * then closes the app and removes the directory, whatever happened.
 */
export async function withBenchServer<T>(
  name: string,
  env: Record<string, string>,
  measure: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `mobex-${name}-bench-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    ...env,
  });
  const app = await buildApp(config);
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return await measure({ app, origin: `http://127.0.0.1:${port}`, port, dataDir });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A bench's entry: exits 0 when `main` ends, 1 with its message when it fails. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
