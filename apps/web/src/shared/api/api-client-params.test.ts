import { z } from "zod";
import { defineEndpoint } from "@mobex/contracts/endpoint";
import { envelopeSchema } from "@mobex/contracts/envelope";
import { describe, expect, it } from "vitest";
import { renewableApiSession } from "../../test/api-session";
import { envelope, mockFetch, on } from "../../test/fetch-mock";
import { call, send } from "./api-client";

/** Endpoints shaped like the rooms API's (spec 2 §7 Conference host): path segments, Bearer tokens, DELETE. */
const joinLike = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/things/join/:thingId",
  tokenInHeader: true,
  request: z.object({ display: z.string() }),
  answer: envelopeSchema(z.object({ pin: z.string() })),
});
const infoLike = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/things/info/:thingId",
  request: z.object({ token: z.string().min(1), detail: z.boolean() }),
  answer: envelopeSchema(z.null()),
});
const listLike = defineEndpoint({
  method: "GET",
  path: "/webrtc/mobex/things/list",
  tokenInHeader: true,
  request: z.object({}),
  answer: envelopeSchema(z.array(z.string())),
});
const deleteLike = defineEndpoint({
  method: "DELETE",
  path: "/webrtc/mobex/things/:thingId",
  tokenInHeader: true,
  request: z.object({ notes: z.string() }),
  answer: envelopeSchema(z.null()),
});

describe("the API client with path parameters and Bearer tokens", () => {
  const { renew } = renewableApiSession();

  it("fills the path's segments from params and sends the session's token in the body", async () => {
    const { requests } = mockFetch(on("/webrtc/mobex/things/info/abc123", () => envelope(200, null)));
    await call(infoLike, { detail: true }, { params: { thingId: "abc123" } });
    expect(requests[0]?.body).toEqual({ token: "jwe-1", detail: true });
    expect(requests[0]?.headers.get("Authorization")).toBeNull();
  });

  it("sends the session's token as Authorization: Bearer for a tokenInHeader endpoint, and renews it there", async () => {
    const { requests } = mockFetch(
      on(
        "/webrtc/mobex/things/join/abc123",
        () => envelope(407),
        () => envelope(200, { pin: "123456" }),
      ),
    );
    const answer = await call(joinLike, { display: "Ann" }, { params: { thingId: "abc123" } });
    expect(answer.data).toEqual({ pin: "123456" });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.headers.get("Authorization"))).toEqual([
      "Bearer jwe-1",
      "Bearer jwe-2",
    ]);
    expect(requests.map((request) => request.body)).toEqual([{ display: "Ann" }, { display: "Ann" }]);
  });

  it("sends a guest's own token with send, and hands back a 404 without renewing", async () => {
    const { requests } = mockFetch(
      on("/webrtc/mobex/things/join/abc123", () => envelope(404, null, "Room does not exist")),
    );
    const answer = send(
      joinLike,
      { display: "Guest" },
      { params: { thingId: "abc123" }, bearer: "guest-tok" },
    );
    await expect(answer).rejects.toMatchObject({ kind: "http", code: 404, message: "Room does not exist" });
    expect(renew).not.toHaveBeenCalled();
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer guest-tok");
  });

  it("sends a GET with the Bearer token and no body, and a DELETE with its JSON body", async () => {
    const { requests } = mockFetch(
      on("/webrtc/mobex/things/list", () => envelope(200, ["a"])),
      on("/webrtc/mobex/things/abc123", () => envelope(200, null)),
    );
    await call(listLike, {});
    await call(deleteLike, { notes: "Sorry" }, { params: { thingId: "abc123" } });
    expect(
      requests.map((request) => [request.method, request.body, request.headers.get("Authorization")]),
    ).toEqual([
      ["GET", undefined, "Bearer jwe-1"],
      ["DELETE", { notes: "Sorry" }, "Bearer jwe-1"],
    ]);
  });

  it("encodes a parameter so that it stays one path segment", async () => {
    const { requests } = mockFetch(on("/webrtc/mobex/things/info/a%2Fb", () => envelope(200, null)));
    await call(infoLike, { detail: false }, { params: { thingId: "a/b" } });
    expect(requests[0]?.url.pathname).toBe("/webrtc/mobex/things/info/a%2Fb");
  });
});
