import { afterEach, describe, expect, it } from "vitest";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { accessToken } from "../../../test/tokens";
import { authTransitions, useAuthStore } from "./auth-store";
import { logout } from "./logout";
import { onSignOut } from "./sign-out-tasks";

const LOGOUT = "/webrtc/mobex/logout/";

describe("logout's sign-out tasks", () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it("hands each task the last token and tells the server to forget it only after they settled", async () => {
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe-last",
      email: "alice@example.com",
      onetimetoken: "secret1",
    });
    const order: string[] = [];
    let finishTask = () => {};
    stops.push(
      onSignOut((jwetoken) => {
        order.push(`task ${jwetoken}`);
        return new Promise<void>((resolve) => (finishTask = resolve));
      }),
      onSignOut(() => Promise.reject(new Error("offline"))),
    );
    mockFetch(
      on(LOGOUT, () => {
        order.push("logout");
        return envelope(200);
      }),
    );
    const loggingOut = logout();
    expect(useAuthStore.getState().session).toBeNull();
    await Promise.resolve();
    expect(order).toEqual(["task jwe-last"]);
    finishTask();
    await loggingOut;
    expect(order).toEqual(["task jwe-last", "logout"]);
  });

  it("runs no task that stopped watching", async () => {
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe-2",
      email: "a@example.com",
      onetimetoken: "s",
    });
    const seen: string[] = [];
    const stop = onSignOut((jwetoken) => {
      seen.push(jwetoken);
      return Promise.resolve();
    });
    stop();
    mockFetch(on(LOGOUT, () => envelope(200)));
    await logout();
    expect(seen).toEqual([]);
  });
});
