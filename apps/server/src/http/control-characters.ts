import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fail } from "@mobex/contracts/envelope";
import { CONTROL_CHARACTER_MESSAGE, controlCharacterIn } from "@mobex/contracts/text";
import { sendEnvelope } from "./http-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route checks text itself, field by field (POST /internal/admin: a phone-book file with
     * one bad row imports the others and reports that row at its line).
     */
    checksControlCharactersItself?: boolean;
  }
}

type Found = { path: string; character: string };

/**
 * Every text input of every route, in one place: a string anywhere in the query, the path
 * parameters or the parsed body (JSON or form) that holds a control character is answered 400
 * naming the field, before any route validates or stores it (PostgreSQL refuses NUL in text; the
 * rest has no meaning in a name, a status or a number). Tab, LF and CR pass here; fields that must
 * be one line refuse them in their own schema (@mobex/contracts/text). Before authentication too:
 * no valid token holds a control character either, so the answer tells an attacker nothing.
 */
export function installControlCharacterCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.checksControlCharactersItself) return;
    const found =
      firstControlCharacter(request.query) ??
      firstControlCharacter(request.params) ??
      firstControlCharacter(request.body);
    if (!found) return;
    const field = found.path || "body";
    await sendEnvelope(reply, fail(400, `${field} ${CONTROL_CHARACTER_MESSAGE} (${found.character})`));
  });
}

/**
 * The first string (or object key) under `input` with a control character, with its path as the
 * error handler names zod fields ("entry.cn", "items.2"). Binary parts (a multipart file arrives as
 * a Buffer) are not text. Iterative: a deeply nested JSON body must not overflow the stack.
 */
export function firstControlCharacter(input: unknown): Found | null {
  const pending: { value: unknown; key: string; path: string }[] = [{ value: input, key: "", path: "" }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, key, path } = next;
    const inKey = controlCharacterIn(key);
    if (inKey) return { path, character: inKey };
    if (typeof value === "string") {
      const character = controlCharacterIn(value);
      if (character) return { path, character };
    } else if (value !== null && typeof value === "object" && !ArrayBuffer.isView(value)) {
      const children = Object.entries(value as Record<string, unknown>);
      // Pushed in reverse so that the first field is looked at first and named in the answer.
      for (let index = children.length - 1; index >= 0; index--) {
        const [childKey, child] = children[index] as [string, unknown];
        pending.push({ value: child, key: childKey, path: path === "" ? childKey : `${path}.${childKey}` });
      }
    }
  }
  return null;
}
