import { z } from "zod/mini";
import { describe, expect, it } from "vitest";
import "./zod-without-eval";
import { sessionSchema } from "../features/auth/model/session";

// The login page loads zod's core with the mini API only (issue 9): the classic API, which would
// otherwise set English messages as it loads, arrives later with the signed-in features.
describe("zod as the login page configures it", () => {
  it("parses without generated code, under the server's Content-Security-Policy", () => {
    expect(z.config().jitless).toBe(true);
  });

  it("describes a wrong value in English before the classic API has loaded", () => {
    const parsed = z.safeParse(sessionSchema, { token: 1, jwetoken: "j", email: "e", onetimetoken: "" });
    expect(parsed.success).toBe(false);
    expect(z.prettifyError(parsed.error!)).toBe(
      "✖ Invalid input: expected string, received number\n  → at token\n" +
        "✖ Too small: expected string to have >=1 characters\n  → at onetimetoken",
    );
  });
});
