import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { defineEndpoint, endpointPath } from "./endpoint";
import { envelopeSchema } from "./envelope";

const joinLike = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/rooms/:kind/:roomId",
  request: z.object({}),
  answer: envelopeSchema(z.null()),
});

describe("endpointPath", () => {
  it("fills each :name segment with its value", () => {
    expect(endpointPath(joinLike, { kind: "join", roomId: "abcdefghijk12" })).toBe(
      "/webrtc/mobex/rooms/join/abcdefghijk12",
    );
  });

  it("encodes a value so that it cannot add a path segment or a query", () => {
    expect(endpointPath(joinLike, { kind: "join", roomId: "../x?y=1" })).toBe(
      "/webrtc/mobex/rooms/join/..%2Fx%3Fy%3D1",
    );
  });

  it("refuses a missing or empty value", () => {
    expect(() => endpointPath(joinLike, { kind: "join", roomId: "" })).toThrow(/:roomId/);
  });

  it("leaves a fixed path alone", () => {
    expect(endpointPath({ path: "/webrtc/mobex/rooms/contacts" }, {})).toBe("/webrtc/mobex/rooms/contacts");
  });
});
