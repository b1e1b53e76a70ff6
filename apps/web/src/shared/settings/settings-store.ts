import { z } from "zod/mini";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { colourModes } from "../theme/palettes";
import { setDebugMode } from "./debug-mode";

// spec 1 §3 Theme: "themeMode (light, dark, system); theme (main, pdtheme, ttheme)".
export const themeModes = ["light", "dark", "system"] as const;
export type ThemeMode = (typeof themeModes)[number];

/** spec 1 §3 "Settings (stored locally)" plus the System Settings toggles of spec 1 §2. */
const settingsSchema = z.object({
  ringAllDevices: z.boolean(),
  callWaiting: z.boolean(),
  audioInput: z.string(),
  audioOutput: z.string(),
  audioRingOutput: z.string(),
  videoInput: z.string(),
  echoCancellation: z.boolean(),
  noiseSuppression: z.boolean(),
  autoGainControl: z.boolean(),
  debug: z.boolean(),
  theme: z.enum(colourModes),
  themeMode: z.enum(themeModes),
  incomingCallNotifications: z.boolean(),
  disableVideo: z.boolean(),
  disableChat: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

// spec 1 §3: callWaiting default true, videoInput default 'default', the three audio processing
// switches default true.
export const defaultSettings: Settings = {
  // Every registered device rings, as SIP forking does, until the user asks for the last-used one only.
  ringAllDevices: true,
  callWaiting: true,
  audioInput: "default",
  audioOutput: "default",
  audioRingOutput: "default",
  videoInput: "default",
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
  debug: false,
  theme: "main",
  themeMode: "system",
  incomingCallNotifications: true,
  disableVideo: false,
  disableChat: false,
};

export const SETTINGS_STORAGE_KEY = "settings";

interface SettingsState extends Settings {
  readonly update: (patch: Partial<Settings>) => void;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...defaultSettings,
      update: (patch) => set(patch),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 2,
      storage: createJSONStorage(() => localStorage),
      // Version 1 stored ringAllDevices false with no control to change it: it takes the default now.
      migrate: (persisted, version) =>
        version < 2 && typeof persisted === "object" && persisted !== null
          ? { ...persisted, ringAllDevices: defaultSettings.ringAllDevices }
          : persisted,
      partialize: ({ update: _update, ...settings }) => settings,
      // Stored values from older builds or other hands are taken field by field, never blindly.
      merge: (persisted, current) => ({
        ...current,
        ...z.catch(z.partial(settingsSchema), {}).parse(persisted),
      }),
    },
  ),
);

export function updateSettings(patch: Partial<Settings>): void {
  useSettingsStore.getState().update(patch);
}

/**
 * "Send debug data" and the debug-mode offer are one switch: debug mode of spec 1 §9 (every error
 * report sent, with the steps before it), kept under the spec's key by the diagnostics feature.
 */
export function setDebug(enabled: boolean): void {
  updateSettings({ debug: enabled });
  setDebugMode(enabled);
}
