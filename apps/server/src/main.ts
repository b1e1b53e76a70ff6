import { APP_VERSION, PRODUCT_NAME } from "@mobex/contracts/version";
import { endpointAnswers, readAdminEndpoint } from "./admin/admin-endpoint-file";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { OWNER_ONLY_UMASK, prepareDataDir } from "./data-dir";

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${PRODUCT_NAME}: ${error.message}`);
    process.exit(1);
  }
}

/**
 * Entry point: configuration, the app, one port; SIGINT/SIGTERM close the server, its sockets, the
 * mail transport and the database (app onClose hooks) before exiting (fastify/demo server.ts).
 */
async function main(): Promise<void> {
  // Before the configuration: reading it may create DATA_DIR and its secrets file.
  process.umask(OWNER_ONLY_UMASK);
  const config = readConfig();
  prepareDataDir(config.dataDir);
  // PGlite is single-process: a second server on the same data directory would corrupt it.
  const owner = config.database.kind === "pglite" ? readAdminEndpoint(config.dataDir) : null;
  if (owner && (await endpointAnswers(owner))) {
    console.error(
      `${PRODUCT_NAME}: ${config.dataDir} is in use by the server on port ${owner.port} (pid ${owner.pid ?? "?"})`,
    );
    process.exit(1);
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    const closingAt = Date.now();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info(`stopped in ${Date.now() - closingAt} ms`);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  // A promise rejected without a handler deep in a media library (werift: voicemail, the SFU) must
  // not end every call, chat and conference of the process: it is logged, and the session whose
  // work failed ends on its own timeouts. A synchronous exception still stops the process.
  process.on("unhandledRejection", (reason) => {
    app.log.error({ err: reason }, "unhandled promise rejection");
  });

  await app.listen({ port: config.port, host: config.host });
  const { database, mailer } = app.services;
  app.log.info(
    `${PRODUCT_NAME} ${APP_VERSION} ready at ${config.publicUrl} in ${Math.round(process.uptime() * 1000)} ms ` +
      `(database ${database.kind}, mail ${mailer.kind}, data in ${config.dataDir})`,
  );
  if (mailer.devMailbox) {
    app.log.info(
      `dev mail: sign-in tokens are logged and listed at ${config.publicUrl}/dev/mail (this machine only)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`${PRODUCT_NAME} failed to start:`, error);
  process.exit(1);
});
