import { describe, expect, it } from "vitest";
import { FakeClock } from "../clock/fake-clock";
import { digestResponse } from "./digest";
import { NonceService } from "./nonce-service";

describe("digest", () => {
  it("computes the RFC 2617 §3.5 example response (qop=auth)", () => {
    const response = digestResponse({
      username: "Mufasa",
      realm: "testrealm@host.com",
      password: "Circle Of Life",
      method: "GET",
      uri: "/dir/index.html",
      nonce: "dcd98b7102dd2f0e8b11d0f600bfb0c093",
      qop: "auth",
      nc: "00000001",
      cnonce: "0a4f113b",
    });
    expect(response).toBe("6629fae49393a05397450978507c4ef1");
  });
});

describe("stateless nonces", () => {
  it("accepts its own fresh nonce for the same realm and connection only", () => {
    const nonces = new NonceService("secret", new FakeClock());
    const nonce = nonces.issue("example.com", "conn-1");
    expect(nonces.check(nonce, "example.com", "conn-1")).toBe("valid");
    expect(nonces.check(nonce, "example.com", "conn-2")).toBe("invalid");
    expect(nonces.check(nonce, "other.example", "conn-1")).toBe("invalid");
    expect(nonces.check(`${nonce}x`, "example.com", "conn-1")).toBe("invalid");
    expect(nonces.check("garbage", "example.com", "conn-1")).toBe("invalid");
  });

  it("reports an expired nonce as stale, not invalid", () => {
    const clock = new FakeClock();
    const nonces = new NonceService("secret", clock, 60_000);
    const nonce = nonces.issue("example.com", "conn-1");
    clock.advance(60_001);
    expect(nonces.check(nonce, "example.com", "conn-1")).toBe("stale");
  });

  it("rejects nonces signed with another secret", () => {
    const clock = new FakeClock();
    const nonce = new NonceService("one", clock).issue("r", "c");
    expect(new NonceService("two", clock).check(nonce, "r", "c")).toBe("invalid");
  });
});
