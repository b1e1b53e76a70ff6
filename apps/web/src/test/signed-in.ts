import { afterEach, beforeEach } from "vitest";
import { startSessionServices } from "../features/auth/commands";
import { authTransitions } from "../features/auth/model/auth-store";
import { accessToken } from "./tokens";

/**
 * Alice is signed in, with the session services running, for every test of the calling `describe`
 * block; they stop after each test.
 */
export function signInForEachTest(): void {
  let stop = () => {};
  beforeEach(() => {
    stop = startSessionServices();
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe",
      email: "alice@example.com",
      onetimetoken: "123456",
    });
  });
  afterEach(() => stop());
}
