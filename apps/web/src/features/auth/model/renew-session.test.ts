import { beforeEach, describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { accessToken } from "../../../test/tokens";
import { authTransitions, useAuthStore } from "./auth-store";
import { renewSession } from "./renew-session";

const PROVISIONING = "/api/json/webrtc/mobex/provisioning/get/";
const LOGOUT = "/webrtc/mobex/logout/";

describe("renewing the session", () => {
  beforeEach(() => {
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe-old",
      email: "alice@example.com",
      onetimetoken: "secret1",
    });
  });

  it("exchanges the stored one-time token for fresh tokens", async () => {
    const fresh = accessToken({ phone: "400011001" });
    const { requests } = mockFetch(
      on(PROVISIONING, () => envelope(200, { jwetoken: "jwe-new", token: fresh })),
    );
    await expect(renewSession()).resolves.toBe("renewed");
    expect(requests[0]?.url.searchParams.get("otp")).toBe("secret1");
    expect(useAuthStore.getState()).toMatchObject({
      phase: "signedIn",
      session: { jwetoken: "jwe-new", onetimetoken: "secret1" },
    });
    expect(JSON.parse(localStorage.getItem("auth") ?? "{}")).toMatchObject({ jwetoken: "jwe-new" });
  });

  it("logs out when the renewal answers 404", async () => {
    localStorage.setItem("resellerplanid", "gold");
    const { requests } = mockFetch(
      on(PROVISIONING, () => envelope(404, { new_token_sent: false }, "Session not found")),
      on(LOGOUT, () => envelope(200)),
    );
    await expect(renewSession()).resolves.toBe("loggedOut");
    expect(useAuthStore.getState()).toMatchObject({ phase: "signedOut", session: null });
    expect(localStorage.length).toBe(0);
    expect(requests.find((request) => request.url.pathname === LOGOUT)?.body).toEqual({ token: "jwe-old" });
  });

  it("asks for re-authorisation when the answer is 401 with reauth", async () => {
    mockFetch(
      on(PROVISIONING, () =>
        envelope(401, { new_token_sent: true, reauth: true }, "We've sent you a new token"),
      ),
    );
    await expect(renewSession()).resolves.toBe("reauthRequired");
    expect(useAuthStore.getState().phase).toBe("reauthRequired");
    expect(useAuthStore.getState().session?.jwetoken).toBe("jwe-old");
  });

  it("shares one request between callers that need a renewal at the same time", async () => {
    const { requests } = mockFetch(
      on(PROVISIONING, () => envelope(200, { jwetoken: "jwe-new", token: accessToken() })),
    );
    const outcomes = await Promise.all([renewSession(), renewSession(), renewSession()]);
    expect(outcomes).toEqual(["renewed", "renewed", "renewed"]);
    expect(requests).toHaveLength(1);
  });

  it("keeps the session when the server cannot be reached", async () => {
    mockFetch();
    await expect(renewSession()).resolves.toBe("failed");
    expect(useAuthStore.getState()).toMatchObject({ phase: "signedIn", session: { jwetoken: "jwe-old" } });
  });
});
