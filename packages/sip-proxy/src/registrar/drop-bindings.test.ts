import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import type { Aor } from "./aor";

let harness: Harness;
const aor = (user: string): Aor => `sip:${user}@${DOMAIN}` as Aor;

afterEach(() => harness.proxy.close());

describe("dropping bindings (the app ended a device's session)", () => {
  it("removes only the bindings selected, by the username that registered them, and closes their flows", async () => {
    harness = createHarness();
    const laptop = harness.ua("alice", { username: "9999999999:alice:laptop" });
    const desk = harness.ua("alice", { username: "9999999999:alice:desk" });
    expect((await laptop.register()).status).toBe(200);
    expect((await desk.register()).status).toBe(200);

    expect(harness.proxy.dropBindings("alice", (binding) => binding.username.endsWith(":laptop"))).toBe(1);

    expect(harness.proxy.registrar.bindings(aor("alice")).map((binding) => binding.username)).toEqual([
      "9999999999:alice:desk",
    ]);
    expect(laptop.options.connection.open).toBe(false);
    expect(desk.options.connection.open).toBe(true);
    expect(harness.registrations.at(-1)?.bindings).toHaveLength(1);
  });

  it("takes a full AoR as well as a user, and drops nothing for an AoR without bindings", async () => {
    harness = createHarness();
    const alice = harness.ua("alice");
    expect((await alice.register()).status).toBe(200);
    expect(harness.proxy.dropBindings("sip:bob@example.com", () => true)).toBe(0);
    expect(harness.proxy.dropBindings(`sip:alice@${DOMAIN}`, () => true)).toBe(1);
    expect(harness.proxy.registrar.bindings(aor("alice"))).toEqual([]);
  });
});
