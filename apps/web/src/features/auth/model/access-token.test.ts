import { describe, expect, it } from "vitest";
import { accessToken } from "../../../test/tokens";
import { RENEW_LEAD_MS, decodeAccessToken, renewalDelayMs } from "./access-token";

describe("the access token", () => {
  it("decodes the claims the server signed", () => {
    const claims = decodeAccessToken(accessToken({ exp: 1_900_000_000, phone: "400011001" }));
    expect(claims).toMatchObject({ exp: 1_900_000_000, phone: "400011001", video_support: "1" });
  });

  it("reads nothing from a token that is not a JWT or lacks claims", () => {
    expect(decodeAccessToken("not-a-token")).toBeNull();
    expect(decodeAccessToken(`x.${btoa(JSON.stringify({ exp: 1 }))}.y`)).toBeNull();
  });

  it("schedules renewal one minute before expiry, and at once when that has passed", () => {
    const now = 1_700_000_000_000;
    expect(renewalDelayMs({ exp: now / 1000 + 600 }, now)).toBe(600_000 - RENEW_LEAD_MS);
    expect(renewalDelayMs({ exp: now / 1000 + 30 }, now)).toBe(0);
  });
});
