import { describe, expect, it } from "vitest";
import { KuandoDriver } from "./kuando-driver";
import type { LampCommand } from "./lamp-query";

const ringing: LampCommand = { action: "show", effect: "Blink", colour: "Red", sound: 3, volume: 75 };
const onCall: LampCommand = { action: "show", effect: "Light", colour: "Yellow", sound: 11, volume: 0 };
const isKeepAlive = (report: Uint8Array) => report[0] === 0x8f;

describe("driving a Kuando lamp", () => {
  it("writes a program once and keeps it alive while asked for the same again", async () => {
    const written: Uint8Array[] = [];
    const driver = new KuandoDriver((report) => Promise.resolve(void written.push(report)));
    await driver.show(ringing);
    await driver.show(ringing);
    await driver.show(ringing);
    expect(written.map(isKeepAlive)).toEqual([false, true, true]);
    await driver.show(onCall);
    expect(written.map(isKeepAlive)).toEqual([false, true, true, false]);
  });

  it("writes the program again after a write failed", async () => {
    const written: Uint8Array[] = [];
    let unplugged = true;
    const driver = new KuandoDriver((report) =>
      unplugged ? Promise.reject(new Error("gone")) : Promise.resolve(void written.push(report)),
    );
    await expect(driver.show(ringing)).rejects.toThrow("gone");
    unplugged = false;
    await driver.show(ringing);
    expect(written.map(isKeepAlive)).toEqual([false]);
  });

  it("only keeps alive when asked whether the lamp is there", async () => {
    const written: Uint8Array[] = [];
    const driver = new KuandoDriver((report) => Promise.resolve(void written.push(report)));
    await driver.show({ action: "currentpresence" });
    expect(written.map(isKeepAlive)).toEqual([true]);
  });
});
