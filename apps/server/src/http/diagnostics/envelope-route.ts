import type { FastifyPluginCallback, FastifyRequest } from "fastify";
import { MAX_ENVELOPE_BYTES } from "@mobex/contracts/diagnostics";
import { fail, ok } from "@mobex/contracts/envelope";
import type { RouteOptions } from "../../app-services";
import { isTenantPublicKey } from "../../domain/diagnostics/diagnostics-keys";
import {
  EnvelopeError,
  TooManyReports,
  type ReportSender,
} from "../../domain/diagnostics/diagnostics-intake";
import { HttpError, sendEnvelope } from "../http-error";

type EnvelopeRequest = FastifyRequest<{
  Params: { project: string };
  Querystring: { sentry_key?: string };
}>;

/**
 * POST /api/<project>/envelope/ — the Sentry envelope endpoint (develop.sentry.dev, "Envelopes"),
 * so that the web app reports with Sentry's own browser SDK (issue 10, Diagnostics). The project
 * is the tenant's prefix. A report is signed by the browser's session (`Authorization: Bearer
 * <jwetoken>`: stored under the user) or, lacking one, by the tenant's public key (`sentry_key` in
 * the query or X-Sentry-Auth: stored without a user). Either way it lands only in the tenant it
 * was signed for. 413 over 256 KB, 400 when malformed, 429 with Retry-After and
 * X-Sentry-Rate-Limits (which the SDK obeys) when the sender's budget is spent.
 */
export const envelopeRoute: FastifyPluginCallback<RouteOptions> = (app, { services }, done) => {
  // The SDK posts text/plain (or application/x-sentry-envelope): bytes, read as they are, since an
  // item's length counts bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, parsed) => parsed(null, body));

  app.post(
    "/api/:project/envelope/",
    { bodyLimit: MAX_ENVELOPE_BYTES },
    async (request: EnvelopeRequest, reply) => {
      const sender = await senderOf(request, services);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const { eventIds } = await services.diagnostics.accept(
          sender,
          body,
          String(request.headers["user-agent"] ?? ""),
        );
        return sendEnvelope(reply, ok({ id: eventIds[0] ?? null }));
      } catch (error) {
        if (error instanceof TooManyReports) {
          const seconds = String(error.retryAfterSeconds);
          throw new HttpError("tooManyReports", null, {
            "retry-after": seconds,
            // Sentry's rate-limit header: retry_after:categories(all):scope.
            "x-sentry-rate-limits": `${seconds}::key`,
          });
        }
        if (error instanceof EnvelopeError) return sendEnvelope(reply, fail(400, error.message));
        throw error;
      }
    },
  );
  done();
};

async function senderOf(request: EnvelopeRequest, services: RouteOptions["services"]): Promise<ReportSender> {
  const project = request.params.project;
  const tenant = /^\d{5}$/.test(project) ? await services.tenants.findByPrefix(project) : undefined;
  const bearer = /^Bearer (\S+)$/i.exec(String(request.headers.authorization ?? ""))?.[1];
  if (bearer !== undefined) {
    const auth = await services.authenticator.authenticate(bearer);
    if (!auth) throw new HttpError("jweTokenExpired");
    // A user reports into their own tenant only (ARCHITECTURE.md: no call crosses a tenant).
    if (!tenant || auth.tenant.id !== tenant.id) throw new HttpError("forbidden");
    return { tenant, user: auth.user };
  }
  const key = request.query.sentry_key ?? sentryAuthKey(String(request.headers["x-sentry-auth"] ?? ""));
  if (!tenant || key === undefined || !isTenantPublicKey(services.config.tokenSecret, tenant.id, key)) {
    throw new HttpError("unauthorised");
  }
  return { tenant, user: null };
}

/** `X-Sentry-Auth: Sentry sentry_version=7, sentry_key=<key>, …` → the key. */
function sentryAuthKey(header: string): string | undefined {
  return /(?:^|[\s,])sentry_key=([0-9a-f]+)/i.exec(header)?.[1];
}
