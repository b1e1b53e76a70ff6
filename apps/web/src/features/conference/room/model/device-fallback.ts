/** spec 2 §3 local storage (conference): the chosen devices. */
export const deviceStorageKeys = {
  audioinput: "audioinput",
  videoinput: "videoinput",
  audiooutput: "audiooutput",
} as const;
export type DeviceKind = keyof typeof deviceStorageKeys;

const deviceWord: Record<DeviceKind, string> = {
  audioinput: "microphone",
  videoinput: "camera",
  audiooutput: "speaker",
};

/** spec 2 §8: info for 7 s when a chosen device disappears (the spec's spelling kept). */
export const DEVICE_FALLBACK_NOTICE_MS = 7_000;

export function deviceFallbackText(kind: DeviceKind, label: string): string {
  return `Your ${deviceWord[kind]} device is not availalable, changing to ${label}`;
}

export interface Fallback {
  readonly kind: DeviceKind;
  readonly device: MediaDeviceInfo;
}

/** The chosen devices that are gone, each with the first available one of its kind. */
export function fallbacksFor(
  chosen: Partial<Record<DeviceKind, string>>,
  devices: readonly MediaDeviceInfo[],
): Fallback[] {
  const result: Fallback[] = [];
  for (const kind of Object.keys(deviceStorageKeys) as DeviceKind[]) {
    const id = chosen[kind];
    if (id === undefined || id === "" || id === "default") continue;
    const ofKind = devices.filter((device) => device.kind === kind);
    if (ofKind.some((device) => device.deviceId === id)) continue;
    const first = ofKind[0];
    if (first !== undefined) result.push({ kind, device: first });
  }
  return result;
}
