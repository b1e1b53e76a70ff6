import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { errorCatalogue } from "@mobex/contracts/errors";
import { PROVISIONING_URL, latestMailedToken, requestToken, signIn } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

type RouteProbe = { method: "GET" | "POST"; path: string };
type WireAnswer = { status: number; challenge: unknown; code: number | undefined };

const EXPIRED_CODE = errorCatalogue.jweTokenExpired.code;
const CHALLENGE = 'Bearer error="invalid_token"';
const RAW_407_PATH = "/test/sets-407-itself";
const PUBLIC_POST_PATH = "/internal/admin";
const IMAGE_ROUTE = "GET /webrtc/mobex/avatar/getimage";
const ROOM_CODE = "abcdefghijklm";
/**
 * The rooms calls of a guest (spec 2 §6: a guest joins by link with an e-mailed token): gettoken
 * takes no session at all, and join's Bearer may be the guest's token, read with the body.
 * (info and participants take a session when given one, and answer its expiry like any route.)
 */
const GUEST_ROOM_ROUTES = ["gettoken", "join"].map((call) => `POST /webrtc/mobex/rooms/${call}/${ROOM_CODE}`);

/**
 * Every GET and POST route the app serves, read from Fastify's own route tree
 * (`printRoutes({ commonPrefix: false })`: one `── <segment> (<methods>)` per line, nested segments
 * indented by four characters), so that a route added later is walked too.
 */
function routesOf(app: FastifyInstance): RouteProbe[] {
  const probes: RouteProbe[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods = ""] = match;
    const depth = Math.floor(indent.length / 4);
    segments.length = depth;
    segments.push(segment);
    // A `:param` segment (the rooms API) gets a well-formed value, so the call reaches its authentication.
    const path = segments.join("").replace(/:[A-Za-z]+/g, ROOM_CODE);
    for (const method of methods.split(", ")) {
      if (method === "GET" || method === "POST") probes.push({ method, path });
    }
  }
  return probes;
}

/** The token in the query (GET, as <img> sends it) or with a POST. */
async function probe(app: FastifyInstance, route: RouteProbe, token: string): Promise<WireAnswer> {
  const response =
    route.method === "GET"
      ? await app.inject({ method: "GET", url: route.path, query: { token } })
      : // The token in the body (spec 1 §7) and as a Bearer header, where the Sentry envelope
        // endpoint takes a session (its body is the SDK's envelope).
        await app.inject({
          method: "POST",
          url: route.path,
          payload: { token },
          headers: { authorization: `Bearer ${token}` },
        });
  let code: number | undefined;
  try {
    code = response.json<{ responses?: { code?: number }[] }>().responses?.[0]?.code;
  } catch {
    code = undefined; // not JSON: a file, a page or plain text
  }
  return { status: response.statusCode, challenge: response.headers["www-authenticate"], code };
}

describe("HTTP 407 never goes on the wire (ARCHITECTURE.md, HTTP answer envelope)", () => {
  let t: TestApp;
  let expiredToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    // A route that sets 407 by hand, past the envelope sender: the guard must catch it too.
    t.app.post(RAW_407_PATH, async (_request, reply) => reply.code(407).send({ raw: true }));
    ({ jwetoken: expiredToken } = await signIn(t.app, "alice@example.com"));
    t.clock.advance(t.config.accessTokenTtlSeconds * 1000 + 1000);
  });
  afterAll(() => t.close());

  it("walks every route with an expired token: none answers 407, each expiry is a Bearer 401", async () => {
    const routes = routesOf(t.app);
    expect(routes.length).toBeGreaterThan(20);
    const answers = new Map<string, WireAnswer>();
    for (const route of routes) {
      answers.set(`${route.method} ${route.path}`, await probe(t.app, route, expiredToken));
    }

    const wire407 = [...answers].filter(([, answer]) => answer.status === 407).map(([route]) => route);
    expect(wire407).toEqual([]);

    const expired = [...answers].filter(([, answer]) => answer.code === EXPIRED_CODE);
    for (const [route, answer] of expired) {
      expect({ route, status: answer.status, challenge: answer.challenge }).toEqual({
        route,
        status: 401,
        challenge: CHALLENGE,
      });
    }
    // The authenticated scope is every POST but the admin CLI's, plus the <img> GET of a picture.
    const publicRoutes = new Set([`POST ${PUBLIC_POST_PATH}`, `POST ${RAW_407_PATH}`, ...GUEST_ROOM_ROUTES]);
    const authenticated = routes
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => (route.startsWith("POST ") && !publicRoutes.has(route)) || route === IMAGE_ROUTE);
    expect(expired.map(([route]) => route).sort()).toEqual(authenticated.sort());
  });

  it("rewrites a 407 a route set by hand to 401 with the Bearer challenge", async () => {
    const answer = await probe(t.app, { method: "POST", path: RAW_407_PATH }, expiredToken);
    expect(answer).toEqual({ status: 401, challenge: CHALLENGE, code: undefined });
  });

  it("gives every other 401 a challenge too: a wrong sign-in token gets the scheme and realm", async () => {
    await requestToken(t.app, "bob@example.com");
    const mailed = await latestMailedToken(t.app, "bob@example.com");
    const wrongAnswer = await t.app.inject({
      method: "GET",
      url: PROVISIONING_URL,
      query: { email: "bob@example.com", otp: mailed === "000000" ? "111111" : "000000", type: "web" },
    });
    expect(wrongAnswer.statusCode).toBe(401);
    expect(wrongAnswer.headers["www-authenticate"]).toBe('Bearer realm="mobex"');
  });

  it("leaves the challenge off answers that are not an expiry", async () => {
    const answer = await probe(t.app, { method: "GET", path: "/healthz" }, expiredToken);
    expect(answer.status).toBe(200);
    expect(answer.challenge).toBeUndefined();
  });
});
