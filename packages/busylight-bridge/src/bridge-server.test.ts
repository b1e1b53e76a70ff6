import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { bridgeServer } from "./bridge-server";
import { emulatedLamp } from "./emulated-lamp";
import type { OriginPolicy, PinnedOriginStore } from "./origin-policy";

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function start(options: { connected?: boolean; origins?: OriginPolicy } = {}) {
  const lines: string[] = [];
  const lamp = emulatedLamp({ connected: options.connected ?? true, log: (line) => lines.push(line) });
  const server = bridgeServer({ lamp, origins: options.origins ?? { kind: "any" } });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, lines };
}

describe("the busylight bridge (8989 protocol, emulated lamp)", () => {
  it("shows an effect, answers 200 and reports it on /state and stdout", async () => {
    const { base, lines } = await start();
    const shown = await fetch(`${base}/?action=blink&colour=red&sound=3&volume=75`);
    expect(shown.status).toBe(200);
    const state: unknown = await (await fetch(`${base}/state`)).json();
    expect(state).toEqual({
      device: "Emulated Busylight",
      lamp: { on: true, effect: "Blink", colour: "Red", sound: 3, volume: 75 },
    });
    expect((await fetch(`${base}/?action=off`)).status).toBe(200);
    expect(lines).toEqual(["lamp: blink red sound 3 volume 75", "lamp: off"]);
  });

  it("prints nothing when asked for what it already shows", async () => {
    const { base, lines } = await start();
    await fetch(`${base}/?action=light&colour=green`);
    await fetch(`${base}/?action=light&colour=green`);
    await fetch(`${base}/?action=currentpresence`);
    expect(lines).toEqual(["lamp: light green"]);
  });

  it("answers 404 when no lamp is plugged in, and 400 naming what is wrong", async () => {
    const { base } = await start({ connected: false });
    const missing = await fetch(`${base}/?action=currentpresence`);
    expect(missing.status).toBe(404);
    expect(((await (await fetch(`${base}/state`)).json()) as { device: unknown }).device).toBeNull();
    const wrong = await fetch(`${base}/?action=light&colour=pink`);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toMatch(/^colour/);
  });

  it("answers Chromium's Private Network Access preflight", async () => {
    const { base } = await start();
    const preflight = await fetch(`${base}/?action=off`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://mobex.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Private-Network": "true",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-private-network")).toBe("true");
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET");
  });

  it("lets only the given origins drive the lamp when told so", async () => {
    const { base } = await start({ origins: { kind: "list", origins: ["https://mobex.example"] } });
    const allowed = await fetch(`${base}/?action=off`, { headers: { Origin: "https://mobex.example" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://mobex.example");
    const other = await fetch(`${base}/?action=off`, { headers: { Origin: "https://evil.example" } });
    expect(other.status).toBe(403);
  });

  it("by default serves the first web app that drives it and refuses every other page", async () => {
    let pinned: string | null = null;
    const store: PinnedOriginStore = { read: () => pinned, write: (origin) => (pinned = origin) };
    const { base } = await start({ origins: { kind: "firstUse", store } });
    const sandboxed = await fetch(`${base}/?action=off`, { headers: { Origin: "null" } });
    expect(sandboxed.status).toBe(403);
    expect(pinned).toBeNull();
    const mobex = await fetch(`${base}/?action=light&colour=green`, {
      headers: { Origin: "https://mobex.example" },
    });
    expect(mobex.status).toBe(200);
    expect(mobex.headers.get("access-control-allow-origin")).toBe("https://mobex.example");
    expect(pinned).toBe("https://mobex.example");
    const evil = await fetch(`${base}/?action=blink&colour=red`, {
      headers: { Origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get("access-control-allow-origin")).toBe("https://evil.example");
    expect(((await (await fetch(`${base}/state`)).json()) as { lamp: unknown }).lamp).toMatchObject({
      colour: "Green",
    });
  });
});
