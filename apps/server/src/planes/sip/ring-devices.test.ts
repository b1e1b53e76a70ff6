import { describe, expect, it } from "vitest";
import type { Aor, BindingView } from "@mobex/sip-proxy/sip-proxy";
import { asksLastUsedOnly, devicesToRing, LastUsedDevices } from "./ring-devices";

const henry = "sip:400011008@mobex.local" as Aor;

function device(connectionId: string, registeredAt: number, lastUsedOnly = true): BindingView {
  const tag = lastUsedOnly ? ";+mobex.last-used-only" : "";
  const contactUri = `sip:${connectionId}@x.invalid;transport=ws`;
  return {
    aor: henry,
    contact: `<${contactUri}>;+sip.ice;reg-id=1;+sip.instance="<urn:uuid:${connectionId}>"${tag}`,
    contactUri,
    connectionId,
    remote: { address: "127.0.0.1", port: 1 },
    username: "1:400011008",
    registeredAt,
    expiresAt: registeredAt + 600_000,
  };
}

const ids = (bindings: readonly BindingView[]) => bindings.map((binding) => binding.connectionId);

describe("which of a user's devices an incoming call rings (ringAllDevices)", () => {
  it("reads the device's own choice from its registered Contact", () => {
    expect(asksLastUsedOnly(device("desk", 1))).toBe(true);
    expect(asksLastUsedOnly(device("desk", 1, false))).toBe(false);
    // The tag inside the URI is a URI parameter, not the device's choice.
    expect(
      asksLastUsedOnly({ ...device("desk", 1, false), contact: "<sip:a@b;+mobex.last-used-only>" }),
    ).toBe(false);
  });

  it("rings only the last-used device when it asks for that, and every device when it does not", () => {
    const desk = device("desk", 1);
    const laptop = device("laptop", 2);
    expect(ids(devicesToRing([desk, laptop], "laptop"))).toEqual(["laptop"]);
    expect(ids(devicesToRing([desk, device("laptop", 2, false)], "laptop"))).toEqual(["desk", "laptop"]);
  });

  it("rings every device while none was used, or when the last used one is gone", () => {
    const desk = device("desk", 1);
    const laptop = device("laptop", 2);
    expect(ids(devicesToRing([desk, laptop], undefined))).toEqual(["desk", "laptop"]);
    expect(ids(devicesToRing([desk, laptop], "phone"))).toEqual(["desk", "laptop"]);
  });

  it("takes the device that registered last, then the one that placed or answered a call", () => {
    const devices = new LastUsedDevices();
    const desk = device("desk", 1);
    const laptop = device("laptop", 2);
    devices.registered(henry, [desk]);
    devices.registered(henry, [desk, laptop]);
    expect(ids(devices.devicesToRing(henry, [desk, laptop]))).toEqual(["laptop"]);
    devices.used(henry, "desk");
    expect(ids(devices.devicesToRing(henry, [desk, laptop]))).toEqual(["desk"]);
  });

  it("does not count a refresh of a registration as using the device", () => {
    const devices = new LastUsedDevices();
    const desk = device("desk", 1);
    const laptop = device("laptop", 2);
    devices.registered(henry, [desk, laptop]);
    devices.used(henry, "desk");
    // The laptop refreshes its binding (JsSIP re-registers after each call and before expiry).
    devices.registered(henry, [desk, { ...laptop, expiresAt: laptop.expiresAt + 600_000 }]);
    expect(ids(devices.devicesToRing(henry, [desk, laptop]))).toEqual(["desk"]);
  });

  it("counts a device that comes back on a new connection as registering anew", () => {
    const devices = new LastUsedDevices();
    const desk = device("desk", 1);
    devices.registered(henry, [desk, device("laptop", 2)]);
    devices.used(henry, "desk");
    const reloaded = device("laptop-2", 5);
    devices.registered(henry, [desk, reloaded]);
    expect(ids(devices.devicesToRing(henry, [desk, reloaded]))).toEqual(["laptop-2"]);
  });

  it("forgets a user whose devices are all gone", () => {
    const devices = new LastUsedDevices();
    devices.registered(henry, [device("desk", 1)]);
    devices.registered(henry, []);
    const desk = device("desk", 1);
    const laptop = device("laptop", 2);
    expect(ids(devices.devicesToRing(henry, [desk, laptop]))).toEqual(["desk", "laptop"]);
  });
});
