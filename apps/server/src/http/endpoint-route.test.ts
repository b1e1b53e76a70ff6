import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fastify from "fastify";
import { type AnswerSchema, type Endpoint, defineEndpoint, endpointPath } from "@mobex/contracts/endpoint";
import { envelopeSchema } from "@mobex/contracts/envelope";
import { errorCatalogue } from "@mobex/contracts/errors";
import { z } from "zod/mini";
import { bearerToken } from "./bearer-token";
import { routeEndpoint } from "./endpoint-route";
import { createTestApp, type TestApp } from "../test-support/test-app";

type AnyEndpoint = Endpoint<z.core.$ZodType, AnswerSchema>;

const CONTRACTS_DIR = join(import.meta.dirname, "../../../../packages/contracts/src");

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  "path" in value &&
  "request" in value &&
  "answer" in value;

/** Every endpoint the contracts package defines, by its export name. */
async function contractEndpoints(): Promise<Map<string, AnyEndpoint>> {
  const endpoints = new Map<string, AnyEndpoint>();
  const modules = readdirSync(CONTRACTS_DIR).filter(
    (file) => file.endsWith(".ts") && !file.includes(".test."),
  );
  for (const file of modules) {
    const exports = (await import(join(CONTRACTS_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (isEndpoint(value)) endpoints.set(name, value);
  }
  return endpoints;
}

describe("the server serves each contract endpoint at the method and path the web client uses", () => {
  let t: TestApp;
  let endpoints: Map<string, AnyEndpoint>;
  beforeAll(async () => {
    [t, endpoints] = await Promise.all([createTestApp(), contractEndpoints()]);
  });
  afterAll(() => t.close());

  it("has a route for every endpoint, each path defined once", async () => {
    expect(endpoints.size).toBeGreaterThanOrEqual(21);
    const unrouted: string[] = [];
    for (const [name, endpoint] of endpoints) {
      // Without a token or a body: a route refuses the request, and only a missing one is "not found".
      const answer = await t.app.inject({ method: endpoint.method, url: endpoint.path });
      const body = answer.json<{ responses?: { message?: string }[] }>();
      if (body.responses?.[0]?.message === errorCatalogue.notFound.message) {
        unrouted.push(`${name}: ${endpoint.method} ${endpoint.path}`);
      }
    }
    expect(unrouted).toEqual([]);
    const keys = [...endpoints.values()].map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("routeEndpoint with path parameters, DELETE and a Bearer token", () => {
  it("serves a :name path at its filled form, with the Authorization header's token", async () => {
    const endpoint = defineEndpoint({
      method: "DELETE",
      path: "/webrtc/mobex/things/:thingId",
      tokenInHeader: true,
      request: z.object({ notes: z.string() }),
      answer: envelopeSchema(z.null()),
    });
    const app = fastify();
    routeEndpoint(app, endpoint, (request, reply) =>
      reply.send({
        params: request.params,
        body: request.body,
        token: bearerToken(request),
      }),
    );
    const answer = await app.inject({
      method: "DELETE",
      url: endpointPath(endpoint, { thingId: "abc123" }),
      headers: { authorization: "Bearer eyJ.abc-_~+/=" },
      payload: { notes: "Sorry" },
    });
    expect(answer.json()).toEqual({
      params: { thingId: "abc123" },
      body: { notes: "Sorry" },
      token: "eyJ.abc-_~+/=",
    });
    const malformed = await app.inject({
      method: "DELETE",
      url: "/webrtc/mobex/things/abc123",
      headers: { authorization: "Basic dXNlcjpwYXNz" },
      payload: { notes: "" },
    });
    expect(malformed.json<{ token: unknown }>().token).toBeNull();
    await app.close();
  });
});
