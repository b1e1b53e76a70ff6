import { describe, expect, it } from "vitest";
import { defaultBusylightSettings, parseBusylightSettings } from "./busylight-settings";

describe("stored busylight settings", () => {
  it("are the spec 1 §9 defaults when nothing is stored", () => {
    expect(parseBusylightSettings(null)).toEqual(defaultBusylightSettings);
    expect(defaultBusylightSettings.incomingcall).toMatchObject({ sound: 3, volume: 75 });
  });

  it("keep every valid field and replace the others with defaults", () => {
    const parsed = parseBusylightSettings({
      enabled: true,
      available: { colour: "Cyan", effect: "Pulse" },
      dnd: { colour: "Pink", effect: "Light" },
      incomingcall: { colour: "Red", effect: "Blink", sound: 3, volume: 140 },
    });
    expect(parsed.enabled).toBe(true);
    expect(parsed.available).toEqual({ colour: "Cyan", effect: "Pulse" });
    expect(parsed.dnd).toEqual(defaultBusylightSettings.dnd);
    expect(parsed.incomingcall).toEqual(defaultBusylightSettings.incomingcall);
  });
});
