import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCatalogue } from "@mobex/contracts/errors";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { MAX_CONFIG_KEYS_PER_USER } from "../../domain/settings/user-config-repository";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const GET = "/webrtc/mobex/configs/get";
const UPDATE = "/webrtc/mobex/configs/update";
const busylight = { enabled: true, available: { colour: "Green", effect: "Light" } };

describe("per-user stored settings (configs/get, configs/update)", () => {
  let t: TestApp;
  let alice: Session;
  let oscar: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
  });
  afterAll(() => t.close());

  it("answers null for a setting never stored", async () => {
    const answer = await postApi(t.app, GET, {
      token: alice.jwetoken,
      phone: "400011001",
      config: "unset",
      type: "web",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ config: "unset", value: null });
  });

  it("stores a JSON value and reads it back", async () => {
    const update = await postApi(t.app, UPDATE, {
      token: alice.jwetoken,
      phone: "400011001",
      config: "busylight",
      type: "web",
      value: busylight,
    });
    expect(update.status).toBe(200);
    const answer = await postApi(t.app, GET, {
      token: alice.jwetoken,
      phone: "400011001",
      config: "busylight",
      type: "web",
    });
    expect(answer.body.data).toEqual({ config: "busylight", value: busylight });
  });

  it("clears a setting when the value is null", async () => {
    await postApi(t.app, UPDATE, {
      token: alice.jwetoken,
      phone: "400011001",
      config: "theme",
      value: "dark",
    });
    await postApi(t.app, UPDATE, { token: alice.jwetoken, phone: "400011001", config: "theme", value: null });
    const answer = await postApi(t.app, GET, { token: alice.jwetoken, phone: "400011001", config: "theme" });
    expect(answer.body.data).toEqual({ config: "theme", value: null });
  });

  it("refuses another tenant's user reading Alice's settings with 403", async () => {
    const answer = await postApi(t.app, GET, {
      token: oscar.jwetoken,
      phone: "400011001",
      config: "busylight",
      type: "web",
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ status: "error", responses: [errorCatalogue.forbidden], data: null });
  });

  it("refuses another tenant's user writing Alice's settings with 403 and leaves them alone", async () => {
    const answer = await postApi(t.app, UPDATE, {
      token: oscar.jwetoken,
      phone: "400011001",
      config: "busylight",
      value: { enabled: false },
    });
    expect(answer.status).toBe(403);
    const alices = await postApi(t.app, GET, {
      token: alice.jwetoken,
      phone: "400011001",
      config: "busylight",
    });
    expect(alices.body.data).toEqual({ config: "busylight", value: busylight });
  });

  it("keeps each user's settings apart under the same key", async () => {
    const own = await postApi(t.app, GET, { token: oscar.jwetoken, phone: "400022001", config: "busylight" });
    expect(own.body.data).toEqual({ config: "busylight", value: null });
  });

  it("caps a user's stored settings: a script cannot fill the database with new keys", async () => {
    const carol = await signIn(t.app, "carol@example.com");
    const update = (config: string, value: unknown) =>
      postApi(t.app, UPDATE, { token: carol.jwetoken, phone: "400011003", config, value });
    for (let index = 0; index < MAX_CONFIG_KEYS_PER_USER; index += 1) {
      expect((await update(`key-${index}`, { index })).status).toBe(200);
    }
    const refused = await update("one-too-many", { big: "x".repeat(1000) });
    expect(refused.status).toBe(413);
    expect(refused.body.responses?.[0]?.message).toBe(errorCatalogue.tooManyConfigs.message);
    const after = await postApi(t.app, GET, {
      token: carol.jwetoken,
      phone: "400011003",
      config: "one-too-many",
    });
    expect(after.body.data).toEqual({ config: "one-too-many", value: null });
    // An existing key still changes, and clearing one makes room again.
    expect((await update("key-0", { index: "changed" })).status).toBe(200);
    expect((await update("key-1", null)).status).toBe(200);
    expect((await update("one-too-many", { now: "fits" })).status).toBe(200);
  });

  it("answers 400 naming the field for a missing value or a bad key", async () => {
    const noValue = await postApi(t.app, UPDATE, {
      token: alice.jwetoken,
      phone: "400011001",
      config: "busylight",
    });
    expect(noValue.status).toBe(400);
    expect(noValue.body.responses[0]?.message).toMatch(/^value/);
    const badKey = await postApi(t.app, GET, { token: alice.jwetoken, phone: "400011001", config: "../etc" });
    expect(badKey.status).toBe(400);
    expect(badKey.body.responses[0]?.message).toMatch(/^config/);
  });

  it("answers 407 before anything else when the token is not valid", async () => {
    const answer = await postApi(t.app, GET, { token: "garbage", phone: "400011001", config: "busylight" });
    expect(answer.body.responses[0]?.code).toBe(407);
  });
});
