import type { FastifyReply } from "fastify";
import { ok } from "@mobex/contracts/envelope";

/** A placeholder no JSON text of entries can contain (a NUL is escaped by JSON.stringify). */
const SLOT = "\u0000entries";
const [OPEN, CLOSE] = JSON.stringify(ok(SLOT)).split(JSON.stringify(SLOT)) as [string, string];

/**
 * Sends `ok(entries)` for entries that are JSON text already (BoardJson): the envelope's own text is
 * built once, and the answer is the two joined around the entries, with no serialisation per poll.
 */
export function sendEntriesJson(reply: FastifyReply, entriesJson: string): FastifyReply {
  return reply
    .code(200)
    .type("application/json; charset=utf-8")
    .send(OPEN + entriesJson + CLOSE);
}
