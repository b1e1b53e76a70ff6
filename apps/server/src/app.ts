import { randomBytes } from "node:crypto";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import fastifyFormbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { createServices, type AppServices } from "./app-services";
import { loopbackHostFor, removeAdminEndpoint, writeAdminEndpoint } from "./admin/admin-endpoint-file";
import { systemClock, type Clock } from "./clock";
import type { AppConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDemo } from "./db/seed";
import { seedDemoVoicemail } from "./db/seed-voicemail";
import { installControlCharacterCheck } from "./http/control-characters";
import { installErrorHandling } from "./http/error-handler";
import { serializeRequest } from "./http/request-log";
import { installResponseCompression } from "./http/response-compression";
import { installSecurityHeaders } from "./http/web/security-headers";
import { registerWebApp } from "./http/web/web-app-plugin";
import { registerRoutes } from "./http/routes";
import { mountPlanes, type Planes } from "./planes/mount-planes";

export type AppOptions = {
  clock?: Clock;
  /** An open database to use instead of config.database; the app closes it. */
  database?: Database;
  logger?: FastifyServerOptions["logger"];
};

declare module "fastify" {
  interface FastifyInstance {
    /** The domain services the routes use; main and tests reach them here too. */
    services: AppServices;
    /** The real-time planes mounted on this server's port. */
    planes: Planes;
  }
}

/**
 * The platform server as ordered plugins (STYLE.md, fastify/demo): external plugins, then the
 * application (database, services, error handling), then the routes. Migrations and the demo seed
 * have run when this resolves.
 */
export async function buildApp(config: AppConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const tls = config.tls;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: { req: serializeRequest } },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // One port for HTTP(S) and WS(S) (ARCHITECTURE.md, principle 2). Fastify's types assume
    // http.Server; the https one serves the same request handler.
    serverFactory: (handler) =>
      tls
        ? (createHttpsServer({ cert: tls.cert, key: tls.key }, handler) as unknown as Server)
        : createHttpServer(handler),
  });

  const database =
    options.database ??
    (await openDatabase(config.database, (error) =>
      app.log.warn({ err: error }, "database connection lost"),
    ));
  let seeded = false;
  try {
    await migrateDatabase(database);
    if (config.seedDemo) seeded = await seedDemo(database.db, clock, app.log);
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createServices(config, database, clock, app.log);
  // The demo messages' recordings are files under DATA_DIR, which the store writes.
  if (seeded) await seedDemoVoicemail(services.users, services.voicemail, clock);
  // The SIP plane's calls and the board's polls read the directory from memory only (issue 8 §4).
  await services.directory.warm();
  await services.voicemailSettings.warm();
  const adminSecret = randomBytes(32).toString("base64url");
  const planes = mountPlanes(app.server, services, app.log);

  // First, so that every answer carries them, errors and the SPA's files included.
  installSecurityHeaders(app, config);
  installResponseCompression(app);
  // External plugins.
  await app.register(fastifyFormbody);
  const spaFallback = await registerWebApp(app, config.webDist);

  // Application: request decoration, error handling, lifecycle.
  app.decorateRequest("auth", null);
  installErrorHandling(app, spaFallback);
  installControlCharacterCheck(app);
  app.addHook("onListen", (done) => {
    const { port } = app.server.address() as AddressInfo;
    const endpoint = {
      port,
      secret: adminSecret,
      protocol: tls ? "https" : "http",
      host: loopbackHostFor(config.host),
    } as const;
    writeAdminEndpoint(config.dataDir, { ...endpoint, pid: process.pid });
    done();
  });
  // Before the server closes: its close waits for every socket, and the planes' sockets stay open.
  app.addHook("preClose", () => planes.close());
  app.addHook("onClose", async () => {
    // Closing the planes ended every live call; their history is written before the database closes.
    await services.callRecords.drain();
    removeAdminEndpoint(config.dataDir, adminSecret);
    services.mailer.close();
    await database.close();
  });

  await registerRoutes(app, services, adminSecret);
  app.decorate("services", services);
  app.decorate("planes", planes);
  return app;
}
