import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accessToken } from "../../../test/tokens";
import { RENEW_LEAD_MS } from "./access-token";
import { authTransitions, useAuthStore } from "./auth-store";
import type { RenewalOutcome } from "./renew-session";
import { RENEWAL_RETRY_MS, startRenewalScheduler } from "./renewal-scheduler";

const NOW = new Date("2026-01-05T09:00:00Z").getTime();

function signIn(expiresInSeconds: number): void {
  const token = accessToken({ exp: NOW / 1000 + expiresInSeconds });
  authTransitions.renewed({
    token,
    jwetoken: `jwe-${expiresInSeconds}`,
    email: "alice@example.com",
    onetimetoken: "123456",
  });
}

describe("the renewal scheduler", () => {
  const renew = vi.fn<() => Promise<RenewalOutcome>>(() => Promise.resolve("renewed"));
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    renew.mockClear();
    authTransitions.signedOut();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("renews one minute before the access token expires", async () => {
    signIn(600);
    stop = startRenewalScheduler({ renew });
    await vi.advanceTimersByTimeAsync(539_000);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it("re-arms for each new token", async () => {
    stop = startRenewalScheduler({ renew });
    signIn(600);
    signIn(3_600);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it("tries again 30 s after a renewal that failed for a passing reason", async () => {
    renew.mockResolvedValueOnce("failed");
    signIn(60);
    stop = startRenewalScheduler({ renew });
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RENEWAL_RETRY_MS);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it("does not renew in a loop when the server's token lifetime is no longer than the lead", async () => {
    // ACCESS_TOKEN_TTL_SECONDS may be 60 (config.ts): "a minute before exp" is already now.
    const ttlSeconds = RENEW_LEAD_MS / 1000;
    let issued = 0;
    renew.mockImplementation(() => {
      issued += 1; // every renewal brings a token of its own (fresh SIP credentials)
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      authTransitions.renewed({
        token: accessToken({ exp, username: `${exp}:${issued}` }),
        jwetoken: `jwe-renewed-${issued}`,
        email: "alice@example.com",
        onetimetoken: "123456",
      });
      return Promise.resolve("renewed");
    });
    stop = startRenewalScheduler({ renew });
    signIn(ttlSeconds);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ttlSeconds * 1000);
    // Half way through each token's life: two renewals in 61 s, every token renewed before its exp.
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it("disarms when the user signs out", async () => {
    signIn(600);
    stop = startRenewalScheduler({ renew });
    authTransitions.signedOut();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(renew).not.toHaveBeenCalled();
    expect(useAuthStore.getState().phase).toBe("signedOut");
  });
});
