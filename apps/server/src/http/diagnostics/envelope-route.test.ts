import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { REPORTS_PER_USER, REPORT_WINDOW_MS } from "../../domain/diagnostics/diagnostics-intake";

const CONFIG = "/webrtc/mobex/diagnostics/get/";
let counter = 0;
const eventId = () => (++counter).toString(16).padStart(32, "0");

/** An envelope as @sentry/browser builds it: header line, item header with length, event. */
function envelope(event: Record<string, unknown>, withLength = true): string {
  const payload = JSON.stringify(event);
  const itemHeader = withLength ? { type: "event", length: Buffer.byteLength(payload) } : { type: "event" };
  return [
    JSON.stringify({ event_id: event.event_id, sent_at: new Date().toISOString() }),
    JSON.stringify(itemHeader),
    payload,
  ].join("\n");
}

const errorEvent = (id = eventId(), message = "x is undefined") => ({
  event_id: id,
  timestamp: Date.now() / 1000,
  level: "error",
  platform: "javascript",
  release: "4.4.1",
  exception: {
    values: [
      {
        type: "TypeError",
        value: message,
        stacktrace: {
          frames: [{ filename: "/assets/home-page.js", function: "render", lineno: 1, colno: 42 }],
        },
      },
    ],
  },
  request: { url: "http://localhost:8080/", headers: { "User-Agent": "Chromium" } },
  tags: { origin: "render" },
});

describe("the Sentry envelope endpoint (issue 10, Diagnostics)", () => {
  let t: TestApp;
  let alice: Session;
  let oscar: Session;
  let aliceKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
    const config = await postApi(t.app, CONFIG, { token: alice.jwetoken });
    aliceKey = (config.body.data as { publicKey: string }).publicKey;
  });
  afterAll(() => t.close());

  const post = (
    project: string,
    body: string | Buffer,
    headers: Record<string, string> = {},
    query: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: "POST",
      url: `/api/${project}/envelope/`,
      query,
      headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
      payload: body,
    });
  const bearer = (session: Session) => ({ authorization: `Bearer ${session.jwetoken}` });
  const list = async (tenant: string) => {
    const result = await t.app.services.admin.execute({ command: "diagnostics.list", tenant, limit: 1000 });
    if (result.kind !== "diagnostics") throw new Error("not a list");
    return result.reports;
  };

  it("tells a signed-in app its project, public key and that no external DSN is set", async () => {
    const answer = await postApi(t.app, CONFIG, { token: alice.jwetoken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      sentryDsn: null,
      project: "40001",
      publicKey: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
      release: expect.any(String) as string,
    });
  });

  it("stores an event signed by the session under the user and tenant", async () => {
    const event = errorEvent();
    const response = await post("40001", envelope(event), bearer(alice));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: event.event_id } });
    const [report] = await list("40001");
    expect(report).toMatchObject({
      level: "error",
      title: "TypeError: x is undefined",
      email: "alice@example.com",
      tenant: "40001",
    });
  });

  it("takes payloads without a length header and stores a retried envelope once", async () => {
    const event = errorEvent(eventId(), "retried");
    expect((await post("40001", envelope(event, false), bearer(alice))).statusCode).toBe(200);
    expect((await post("40001", envelope(event, false), bearer(alice))).statusCode).toBe(200);
    expect((await list("40001")).filter((report) => report.title === "TypeError: retried")).toHaveLength(1);
  });

  it("stores an event signed only by the tenant's public key without a user", async () => {
    const event = errorEvent(eventId(), "keyed");
    const response = await post("40001", envelope(event), {
      "x-sentry-auth": `Sentry sentry_version=7, sentry_key=${aliceKey}, sentry_client=sentry.javascript.browser/11`,
    });
    expect(response.statusCode).toBe(200);
    expect((await list("40001")).find((report) => report.title === "TypeError: keyed")).toMatchObject({
      email: null,
    });
  });

  it("keeps tenants apart: no report into another tenant's project, by session or by key", async () => {
    expect((await post("40001", envelope(errorEvent()), bearer(oscar))).statusCode).toBe(403);
    expect(
      (await post("40002", envelope(errorEvent()), {}, { sentry_key: aliceKey, sentry_version: "7" }))
        .statusCode,
    ).toBe(401);
    // The same key where it belongs: the query form the SDK's fetch transport uses.
    expect(
      (await post("40001", envelope(errorEvent()), {}, { sentry_key: aliceKey, sentry_version: "7" }))
        .statusCode,
    ).toBe(200);
    expect((await post("40002", envelope(errorEvent()))).statusCode).toBe(401);
    expect(
      (await post("40001", envelope(errorEvent()), { authorization: "Bearer nonsense" })).statusCode,
    ).toBe(401);
    expect(await list("40002")).toEqual([]);
  });

  it("answers 400 to what is not an envelope, naming the fault, and stores nothing of it", async () => {
    const cases: [string, string][] = [
      ["not json at all", "the envelope header is not JSON"],
      [`{}\n{"length":3}\nabc`, "an item header has no type"],
      [`{}\n{"type":"event","length":999}\n{}`, "an item is shorter than its length says"],
      [`{}\n{"type":"event"}\n[1,2]`, "the event is not a JSON object"],
      [`{}\n{"type":"event"}\n{"event_id":"nope"}`, "event_id must be 32 hex digits"],
      [`{}\n${'{"type":"client_report"}\n{}\n'.repeat(17)}`, "an envelope holds at most 16 items"],
    ];
    for (const [body, message] of cases) {
      const response = await post("40001", body, bearer(alice));
      expect(response.statusCode, body).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });

  it("refuses an envelope over 256 KB with 413", async () => {
    const huge = errorEvent(eventId(), "y".repeat(300 * 1024));
    expect((await post("40001", envelope(huge), bearer(alice))).statusCode).toBe(413);
  });

  it("turns control characters into U+FFFD (no NUL for PostgreSQL, no escape for a terminal)", async () => {
    const event = errorEvent(eventId(), "bad\u0000byte \u001b[31mred");
    expect((await post("40001", envelope(event), bearer(alice))).statusCode).toBe(200);
    const titles = (await list("40001")).map((report) => report.title);
    expect(titles).toContain("TypeError: bad\uFFFDbyte \uFFFD[31mred");
  });

  it("accepts and drops items that are not events (sessions, client reports)", async () => {
    const body = `{}\n{"type":"session"}\n{"sid":"a"}\n{"type":"client_report"}\n{"discarded_events":[]}`;
    const response = await post("40001", body, bearer(alice));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: null } });
  });

  it("limits each user to 30 reports in 10 minutes with 429, Retry-After and X-Sentry-Rate-Limits", async () => {
    const carol = await signIn(t.app, "carol@example.com");
    for (let sent = 0; sent < REPORTS_PER_USER; sent++) {
      expect((await post("40001", envelope(errorEvent()), bearer(carol))).statusCode).toBe(200);
    }
    const refused = await post("40001", envelope(errorEvent()), bearer(carol));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["x-sentry-rate-limits"]).toMatch(/^\d+::key$/);
    // Another user's budget is their own.
    expect((await post("40001", envelope(errorEvent()), bearer(alice))).statusCode).toBe(200);
    t.clock.advance(REPORT_WINDOW_MS);
    expect((await post("40001", envelope(errorEvent()), bearer(carol))).statusCode).toBe(200);
  });
});
