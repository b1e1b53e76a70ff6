import { describe, expect, it } from "vitest";
import { DEBUG_MODE_KEY } from "./debug-mode";
import {
  SETTINGS_STORAGE_KEY,
  defaultSettings,
  setDebug,
  updateSettings,
  useSettingsStore,
} from "./settings-store";

describe("the local settings", () => {
  it("start from the spec's defaults", () => {
    expect(defaultSettings).toMatchObject({
      callWaiting: true,
      videoInput: "default",
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
  });

  it("are kept in local storage as soon as they change", () => {
    updateSettings({ themeMode: "dark", theme: "pdtheme" });
    const stored = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}") as { state: unknown };
    expect(stored.state).toMatchObject({ themeMode: "dark", theme: "pdtheme", callWaiting: true });
  });

  it("ignore stored values of the wrong shape", async () => {
    updateSettings({ themeMode: "dark" });
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { themeMode: "purple", callWaiting: false }, version: 1 }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState()).toMatchObject({ callWaiting: true, themeMode: "dark" });
  });

  it("mirror debug mode to the spec's debugmode key", () => {
    setDebug(true);
    expect(localStorage.getItem(DEBUG_MODE_KEY)).toBe("true");
    setDebug(false);
    expect(localStorage.getItem(DEBUG_MODE_KEY)).toBeNull();
  });
  it("ring every device until the user turns it off, which a reload keeps", async () => {
    expect(defaultSettings.ringAllDevices).toBe(true);
    // Builds before the switch existed stored false without anybody choosing it.
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { ringAllDevices: false }, version: 1 }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState().ringAllDevices).toBe(true);
    updateSettings({ ringAllDevices: false });
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState().ringAllDevices).toBe(false);
  });
});
