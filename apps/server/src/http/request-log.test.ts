import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { serializeRequest } from "./request-log";

const request = (url: string) =>
  ({ method: "GET", url, host: "localhost", ip: "127.0.0.1" }) as FastifyRequest;

describe("request logging", () => {
  it("keeps one-time tokens and JWEs out of the logged URL", () => {
    const logged = serializeRequest(
      request("/api/json/webrtc/mobex/provisioning/get/?email=a@b.co&otp=123456&type=web"),
    );
    expect(logged.url).toBe("/api/json/webrtc/mobex/provisioning/get/?email=a@b.co&otp=[redacted]&type=web");
    expect(serializeRequest(request("/webrtc/mobex/avatar/getimage?token=eyJ.x.y&t=1")).url).toBe(
      "/webrtc/mobex/avatar/getimage?token=[redacted]&t=1",
    );
  });

  it("leaves other URLs as they are", () => {
    expect(serializeRequest(request("/healthz")).url).toBe("/healthz");
  });
});
