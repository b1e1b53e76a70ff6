import type { FastifyPluginCallback } from "fastify";
import { devMailQuerySchema, type DevMailList } from "@mobex/contracts/dev-mail";
import type { DevMailbox } from "../../domain/mail/dev-mailbox";
import { HttpError } from "../http-error";
import { isLoopbackClient } from "../loopback";
import { renderDevMailPage } from "./dev-mail-page";

/**
 * The dev mailbox (ARCHITECTURE.md, Mail), registered only with the dev transport:
 * GET /dev/mail (HTML) and GET /dev/mail.json?to=<email> → {messages: [...]}, newest first;
 * GET /dev/mail/<id>.eml → the message itself, attachments included (a meeting's iCalendar).
 * Loopback clients only; anyone else gets 403.
 */
export const devMailRoutes: FastifyPluginCallback<{ mailbox: DevMailbox }> = (app, { mailbox }, done) => {
  app.addHook("onRequest", (request, _reply, next) => {
    next(isLoopbackClient(request) ? undefined : new HttpError("forbidden"));
  });

  app.get("/dev/mail", async (request, reply) => {
    const { to } = devMailQuerySchema.parse(request.query);
    const messages = await mailbox.list(to);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderDevMailPage(messages, to));
  });

  app.get("/dev/mail.json", async (request, reply) => {
    const { to } = devMailQuerySchema.parse(request.query);
    const answer: DevMailList = { messages: await mailbox.list(to) };
    return reply.header("cache-control", "no-store").send(answer);
  });
  app.get<{ Params: { id: string } }>("/dev/mail/:id.eml", async (request, reply) => {
    const eml = await mailbox.raw(request.params.id);
    if (eml === null) throw new HttpError("notFound");
    return reply.type("message/rfc822").header("cache-control", "no-store").send(eml);
  });
  done();
};
