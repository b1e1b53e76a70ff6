import { createReadStream, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { FastifyPluginCallback } from "fastify";
import { sendCatalogueError } from "../http-error";

/**
 * GET /logo.png, the default logo of spec 1 §7 ("Fallback /logo.png"), from the built SPA or, when
 * the web app is not built (development), from its public folder beside WEB_DIST.
 */
export const logoFileRoute: FastifyPluginCallback<{ webDist: string }> = (app, { webDist }, done) => {
  const candidates = [join(webDist, "logo.png"), join(dirname(webDist), "public", "logo.png")];
  app.get("/logo.png", async (_request, reply) => {
    const file = candidates.find((path) => existsSync(path));
    if (!file) return sendCatalogueError(reply, "notFound");
    return reply
      .type("image/png")
      .header("cache-control", "public, max-age=3600")
      .send(createReadStream(file));
  });
  done();
};
