import { describe, expect, it } from "vitest";
import { otpRequestQuerySchema, provisioningQuerySchema } from "./auth";

describe("auth contracts", () => {
  it("normalises the e-mail to lower case and trims it", () => {
    expect(otpRequestQuerySchema.parse({ email: "  Alice@Example.COM " }).email).toBe("alice@example.com");
  });

  it("names the field when the e-mail is malformed", () => {
    const result = otpRequestQuerySchema.safeParse({ email: "alice@" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["email"]);
  });

  it("refuses a provisioning request with neither e-mail nor mobile", () => {
    expect(provisioningQuerySchema.safeParse({ otp: "123456" }).success).toBe(false);
  });

  it("refuses a one-time token shorter than 6 characters", () => {
    expect(provisioningQuerySchema.safeParse({ email: "a@b.co", otp: "12345" }).success).toBe(false);
  });
});
