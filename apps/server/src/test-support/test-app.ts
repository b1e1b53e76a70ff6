import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { DEFAULT_LIMITS } from "@mobex/sip-proxy/proxy/limits";
import { buildApp } from "../app";
import type { AppConfig } from "../config";
import { TEAMS_FRAME_ANCESTORS } from "../config-web";
import { xmppEnvVars, xmppSettingsOf } from "../config-xmpp";
import { ManualClock } from "./manual-clock";
import { createTestDatabase } from "./test-database";

export type TestApp = {
  app: FastifyInstance;
  clock: ManualClock;
  config: AppConfig;
  /** Listens on a free 127.0.0.1 port, for the WebSocket planes; resolves with the addresses. */
  listen(): Promise<{ httpUrl: string; sipUrl: string }>;
  close(): Promise<void>;
};

/** The XMPP_* settings' defaults (the package's limits). */
const xmppDefaults = z.object(xmppEnvVars).parse({});

/** A complete config for tests: loopback, silent, fixed secrets, a temp DATA_DIR, no web build. */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    publicUrl: "http://localhost:8080",
    dataDir,
    database: { kind: "pglite", dataDir: join(dataDir, "db") },
    smtpUrl: null,
    mailFrom: "Mobex <no-reply@mobex.local>",
    tokenSecret: "token-secret-for-tests-only-0123456789",
    sipSecret: "sip-secret-for-tests-only-0123456789",
    sipDomain: "mobex.local",
    stunUrls: [],
    turn: null,
    tls: null,
    webDist: join(dataDir, "no-web-dist"),
    logLevel: "silent",
    accessTokenTtlSeconds: 3600,
    deviceSecretTtlDays: 30,
    trustProxy: false,
    seedDemo: true,
    // The directory's old default: suites that change rows behind its back see them a minute later.
    directoryRefreshSeconds: 60,
    frameAncestors: TEAMS_FRAME_ANCESTORS,
    // No load shedding: a busy test machine must not turn a REGISTER into a 503 (overload-guard.test.ts covers it).
    sip: {
      limits: DEFAULT_LIMITS,
      allowedOrigins: ["http://localhost:8080"],
      overload: { maxEventLoopLagMs: 0, retryAfterS: 5 },
    },
    video: {
      allowedOrigins: ["http://localhost:8080"],
      maxPendingSocketsPerAddress: 20,
      handshakesPerMinute: 600,
      authDeadlineMs: 10_000,
      ringTimeoutMs: 60_000,
      // Calls end at once when a socket drops; video-reconnect.test.ts sets a grace period.
      reconnectGraceMs: 0,
    },
    media: { bindAddress: "127.0.0.1", announcedAddress: null, portRange: [40000, 40999] },
    // Calls ring and fail as without voicemail; the voicemail suites turn it on.
    voicemail: { enabledByDefault: false, noAnswerSeconds: 25, maxMessageSeconds: 180 },
    sentryDsn: null,
    chat: { previewAllowHosts: [] },
    xmpp: xmppSettingsOf(xmppDefaults),
    conferenceLive: { askTimeoutMs: 60_000 },
    conference: { janusUrl: null },
    ...overrides,
  };
}

/**
 * The server in-process with a temp DATA_DIR, a fresh database (PGlite, or a fresh PostgreSQL
 * database when MOBEX_TEST_DATABASE_URL is set) and a manual clock. Speak to it with `app.inject`,
 * or `listen()` and real sockets.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "mobex-test-"));
  const config = testConfig(dataDir, overrides);
  const clock = new ManualClock();
  const { database, drop } = await createTestDatabase(config.seedDemo);
  const app = await buildApp(config, { clock, database, logger: false });
  return {
    app,
    clock,
    config,
    async listen() {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const scheme = config.tls ? "s" : "";
      return { httpUrl: `http${scheme}://127.0.0.1:${port}`, sipUrl: `ws${scheme}://127.0.0.1:${port}/sip` };
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
