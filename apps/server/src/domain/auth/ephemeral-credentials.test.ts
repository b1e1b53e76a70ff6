import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createEphemeralCredentials,
  deviceOfUsername,
  verifyEphemeralCredentials,
} from "./ephemeral-credentials";

const secret = "sip-secret-for-tests";
const now = Date.UTC(2025, 0, 1, 12, 0, 0);
const HOUR = 3600;

describe("ephemeral credentials", () => {
  it("names the user after the expiry and signs it like Kamailio auth_ephemeral", () => {
    const credentials = createEphemeralCredentials(secret, "400011001", now, HOUR);
    const expiry = now / 1000 + HOUR;
    expect(credentials.username).toBe(`${expiry}:400011001`);
    expect(credentials.password).toBe(
      createHmac("sha1", secret).update(credentials.username).digest("base64"),
    );
  });

  it("carries the device session after the phone, and verifies it", () => {
    const { username, password } = createEphemeralCredentials(secret, "400011001", now, HOUR, "sid-1");
    expect(username).toBe(`${now / 1000 + HOUR}:400011001:sid-1`);
    expect(deviceOfUsername(username)).toBe("sid-1");
    expect(verifyEphemeralCredentials(secret, username, password, now)).toEqual({
      phone: "400011001",
      device: "sid-1",
      expiresAt: now / 1000 + HOUR,
    });
    expect(deviceOfUsername(`${now / 1000 + HOUR}:400011001`)).toBeUndefined();
  });

  it("verifies its own credentials and returns the phone", () => {
    const { username, password } = createEphemeralCredentials(secret, "400011001", now, HOUR);
    expect(verifyEphemeralCredentials(secret, username, password, now + 1000)?.phone).toBe("400011001");
  });

  it("refuses credentials once their expiry has passed", () => {
    const { username, password } = createEphemeralCredentials(secret, "400011001", now, 60);
    expect(verifyEphemeralCredentials(secret, username, password, now + 60_000)).toBeNull();
  });

  it("refuses a password made with another secret or for another user", () => {
    const { username, password } = createEphemeralCredentials(
      "another-secret-entirely",
      "400011001",
      now,
      HOUR,
    );
    expect(verifyEphemeralCredentials(secret, username, password, now)).toBeNull();
    const own = createEphemeralCredentials(secret, "400011001", now, HOUR);
    expect(
      verifyEphemeralCredentials(secret, own.username.replace("1001", "1002"), own.password, now),
    ).toBeNull();
  });

  it("refuses a username without an expiry", () => {
    expect(verifyEphemeralCredentials(secret, "400011001", "x", now)).toBeNull();
  });
});
