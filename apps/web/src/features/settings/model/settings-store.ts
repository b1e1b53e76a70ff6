import { z } from "zod/mini";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { colourModes } from "../../../shared/theme/palettes";

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
  ringAllDevices: false,
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

// spec 1 §3: local storage key "debugmode" (error reporting at 100 %, spec 1 §9).
export const DEBUG_MODE_KEY = "debugmode";
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
      version: 1,
      storage: createJSONStorage(() => localStorage),
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

/** "Send debug data" and the debug-mode offer are one switch, mirrored to the spec's key. */
export function setDebug(enabled: boolean): void {
  updateSettings({ debug: enabled });
  if (enabled) localStorage.setItem(DEBUG_MODE_KEY, "true");
  else localStorage.removeItem(DEBUG_MODE_KEY);
}
