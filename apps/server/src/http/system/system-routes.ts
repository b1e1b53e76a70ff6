import type { FastifyPluginCallback } from "fastify";
import { sql } from "drizzle-orm";
import type { Health } from "@mobex/contracts/system";
import { APP_VERSION } from "@mobex/contracts/version";
import type { RouteOptions } from "../../app-services";

/**
 * GET /healthz: liveness and which planes run (ARCHITECTURE.md, Runtime endpoints); 503 when the
 * database does not answer. GET /version.txt: the running version, polled every 60 s by the client
 * (spec 1 §4 "Version"), never cached.
 */
export const systemRoutes: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  const startedAt = services.clock.now();

  app.get("/healthz", async (request, reply) => {
    let databaseUp = true;
    try {
      await services.database.db.execute(sql`select 1`);
    } catch (error) {
      request.log.warn({ err: error }, "health check: database does not answer");
      databaseUp = false;
    }
    const health: Health = {
      status: databaseUp ? "ok" : "degraded",
      version: APP_VERSION,
      uptime_seconds: Math.round((services.clock.now() - startedAt) / 1000),
      planes: services.planes.snapshot(),
      database: services.database.kind,
    };
    return reply
      .code(databaseUp ? 200 : 503)
      .header("cache-control", "no-store")
      .send(health);
  });

  app.get("/version.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "no-cache").send(APP_VERSION),
  );
  done();
};
