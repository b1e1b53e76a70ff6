import { z } from "zod";
import { envelopeSchema } from "@mobex/contracts/envelope";
import { describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../test/fetch-mock";
import { call, callForBytes, send } from "./api-client";
import { renewableApiSession } from "../../test/api-session";
import { isApiError } from "./api-error";
import { defineEndpoint } from "@mobex/contracts/endpoint";

const widgetEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/widget/",
  request: z.object({ token: z.string().min(1), size: z.number() }),
  answer: envelopeSchema(z.object({ colour: z.string() }).nullable()),
});

describe("the API client", () => {
  const { renew } = renewableApiSession();

  it("renews the session on envelope 407 and retries the call once with the new token", async () => {
    const { requests } = mockFetch(
      on(
        "/webrtc/mobex/widget/",
        () => envelope(407, null, "JWE Token Expired"),
        () => envelope(200, { colour: "teal" }),
      ),
    );
    const answer = await call(widgetEndpoint, { size: 3 });
    expect(answer).toEqual({ code: 200, message: "OK", data: { colour: "teal" } });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.body)).toEqual([
      { token: "jwe-1", size: 3 },
      { token: "jwe-2", size: 3 },
    ]);
  });

  it("treats 404 like 407 and gives up after one retry", async () => {
    const { requests } = mockFetch(
      on("/webrtc/mobex/widget/", () => envelope(404, null, "Session not found")),
    );
    const failure = await call(widgetEndpoint, { size: 1 }).catch((error: unknown) => error);
    expect(isApiError(failure, "sessionExpired")).toBe(true);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it("does not retry when the renewal fails", async () => {
    renew.mockImplementationOnce(() => Promise.resolve(false));
    const { requests } = mockFetch(on("/webrtc/mobex/widget/", () => envelope(407)));
    await expect(call(widgetEndpoint, { size: 1 })).rejects.toMatchObject({ kind: "sessionExpired" });
    expect(requests).toHaveLength(1);
  });

  it("reports 401 as unauthorised, which stops polling", async () => {
    mockFetch(on("/webrtc/mobex/widget/", () => envelope(401, null, "Unauthorised")));
    await expect(call(widgetEndpoint, { size: 1 })).rejects.toMatchObject({
      kind: "unauthorised",
      code: 401,
    });
    expect(renew).not.toHaveBeenCalled();
  });

  it("decides by the envelope: HTTP 401 carrying 407 renews, HTTP 401 carrying 401 does not", async () => {
    const bearer = { "Content-Type": "application/json", "WWW-Authenticate": 'Bearer error="invalid_token"' };
    const expiredOn401 = () =>
      new Response(
        JSON.stringify({
          status: "error",
          responses: [{ code: 407, message: "JWE Token Expired" }],
          data: null,
        }),
        { status: 401, headers: bearer },
      );
    mockFetch(on("/webrtc/mobex/widget/", expiredOn401, () => envelope(200, { colour: "teal" })));
    await expect(call(widgetEndpoint, { size: 1 })).resolves.toMatchObject({ code: 200 });
    expect(renew).toHaveBeenCalledTimes(1);

    renew.mockClear();
    mockFetch(on("/webrtc/mobex/widget/", () => envelope(401, null, "Unauthorised")));
    await expect(call(widgetEndpoint, { size: 1 })).rejects.toMatchObject({ kind: "unauthorised" });
    expect(renew).not.toHaveBeenCalled();
  });

  it("reports a garbled HTTP 401 as invalidAnswer naming the status, without renewing", async () => {
    mockFetch(on("/webrtc/mobex/widget/", () => new Response("Unauthorized", { status: 401 })));
    const failure = await call(widgetEndpoint, { size: 1 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "invalidAnswer", code: 401 });
    expect(String(failure)).toContain("HTTP 401");
    expect(renew).not.toHaveBeenCalled();
  });

  it("surfaces an answer that breaks the contract as invalidAnswer", async () => {
    mockFetch(on("/webrtc/mobex/widget/", () => envelope(200, { colour: 42 })));
    await expect(call(widgetEndpoint, { size: 1 })).rejects.toMatchObject({ kind: "invalidAnswer" });
  });

  it("surfaces a body that is not an envelope as invalidAnswer", async () => {
    mockFetch(on("/webrtc/mobex/widget/", () => new Response("<html>proxy error</html>", { status: 502 })));
    await expect(call(widgetEndpoint, { size: 1 })).rejects.toMatchObject({ kind: "invalidAnswer" });
  });

  it("refuses to send a request that breaks the contract", async () => {
    const { requests } = mockFetch();
    await expect(send(widgetEndpoint, { token: "", size: 1 })).rejects.toMatchObject({
      kind: "invalidRequest",
    });
    expect(requests).toHaveLength(0);
  });

  it("sends a GET request's fields as the query string", async () => {
    const lookup = defineEndpoint({
      method: "GET",
      path: "/api/json/lookup/",
      request: z.object({ email: z.string().toLowerCase(), type: z.literal("web") }),
      answer: envelopeSchema(z.null()),
    });
    const { requests } = mockFetch(on("/api/json/lookup/", () => envelope(200)));
    await send(lookup, { email: "Alice@Example.com", type: "web" });
    expect(requests[0]?.url.search).toBe("?email=alice%40example.com&type=web");
  });

  describe("a call answered with bytes", () => {
    const recording = defineEndpoint({
      method: "POST",
      path: "/webrtc/mobex/recording",
      request: z.object({ token: z.string().min(1), id: z.string() }),
      answer: envelopeSchema(z.null()),
    });
    const wav = () =>
      new Response(new Uint8Array([82, 73, 70, 70]), { headers: { "Content-Type": "audio/wav" } });

    it("renews an expired token as any call does, and answers the bytes", async () => {
      const { requests } = mockFetch(
        on("/webrtc/mobex/recording", () => envelope(407, null, "JWE Token Expired"), wav),
      );
      const bytes = await callForBytes(recording, { id: "m1" }, "audio/");
      expect([...new Uint8Array(await bytes.arrayBuffer())]).toEqual([82, 73, 70, 70]);
      expect(renew).toHaveBeenCalledTimes(1);
      expect(requests.map((request) => request.body)).toEqual([
        { token: "jwe-1", id: "m1" },
        { token: "jwe-2", id: "m1" },
      ]);
    });

    it("turns a refusal's envelope into an http error with its code", async () => {
      mockFetch(on("/webrtc/mobex/recording", () => envelope(410, null, "Gone")));
      await expect(callForBytes(recording, { id: "m1" }, "audio/")).rejects.toMatchObject({
        kind: "http",
        code: 410,
      });
      expect(renew).not.toHaveBeenCalled();
    });
  });
});
