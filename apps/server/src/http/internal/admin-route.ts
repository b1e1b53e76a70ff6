import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginCallback } from "fastify";
import { fail, ok } from "@mobex/contracts/envelope";
import type { AdminService } from "../../domain/directory/admin-service";
import { AdminError } from "../../domain/directory/admin-commands";
import { MAX_IMPORT_BYTES } from "../../domain/phonebook/phonebook-admin-commands";
import { HttpError, sendEnvelope } from "../http-error";
import { isLoopbackClient } from "../loopback";

export const ADMIN_SECRET_HEADER = "x-mobex-admin-secret";
/** A phone-book import carries its file (≤ 5 MB) as JSON text, where escaping can double it. */
const ADMIN_BODY_LIMIT_BYTES = 2 * MAX_IMPORT_BYTES + 64 * 1024;

/**
 * POST /internal/admin: the admin CLI's way in while this server owns the database (PGlite allows
 * one process). Loopback clients with the secret of DATA_DIR/admin.json only, else 403.
 * 200 with the AdminResult as data; 400 with the AdminError's message.
 */
export const adminRoute: FastifyPluginCallback<{ admin: AdminService; secret: string }> = (
  app,
  options,
  done,
) => {
  const expected = Buffer.from(options.secret);
  const routeOptions = { bodyLimit: ADMIN_BODY_LIMIT_BYTES, config: { checksControlCharactersItself: true } };
  app.post("/internal/admin", routeOptions, async (request, reply) => {
    const given = Buffer.from(String(request.headers[ADMIN_SECRET_HEADER] ?? ""));
    const secretOk = given.length === expected.length && timingSafeEqual(given, expected);
    if (!isLoopbackClient(request) || !secretOk) throw new HttpError("forbidden");
    try {
      return sendEnvelope(reply, ok(await options.admin.execute(request.body)));
    } catch (error) {
      if (error instanceof AdminError) return sendEnvelope(reply, fail(400, error.message));
      throw error;
    }
  });
  done();
};
