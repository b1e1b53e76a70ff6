import { useEffect, useState } from "react";
import { activeRoom } from "../model/active-room";
import {
  DEVICE_FALLBACK_NOTICE_MS,
  type DeviceKind,
  deviceFallbackText,
  deviceStorageKeys,
  fallbacksFor,
} from "../model/device-fallback";
import { openDevice } from "../model/local-media";
import { showRoomNotice } from "../model/room-notices";
import { useRoomStore } from "../model/room-store";

const chosenDevices = (): Partial<Record<DeviceKind, string>> => ({
  audioinput: localStorage.getItem(deviceStorageKeys.audioinput) ?? undefined,
  videoinput: localStorage.getItem(deviceStorageKeys.videoinput) ?? undefined,
  audiooutput: localStorage.getItem(deviceStorageKeys.audiooutput) ?? undefined,
});

/** Uses `deviceId` for its kind: remembered, and a new microphone or camera track put in place. */
export async function chooseDevice(kind: DeviceKind, deviceId: string): Promise<void> {
  localStorage.setItem(deviceStorageKeys[kind], deviceId);
  if (kind === "audiooutput") {
    useRoomStore.setState({ speakerId: deviceId });
    return;
  }
  const track = await openDevice(
    kind === "audioinput" ? "audio" : "video",
    deviceId,
    useRoomStore.getState().quality,
  );
  await activeRoom()?.replaceDevice(track);
}

/** Follows the devices the browser lists: on mount and on each `devicechange`, until unmounted. */
function useDeviceList(onDevices: (devices: readonly MediaDeviceInfo[]) => Promise<void> | void): void {
  useEffect(() => {
    let cancelled = false;
    const handleDeviceChange = () =>
      void navigator.mediaDevices.enumerateDevices().then((found) => !cancelled && onDevices(found));
    handleDeviceChange();
    navigator.mediaDevices.addEventListener("devicechange", handleDeviceChange);
    return () => {
      cancelled = true;
      navigator.mediaDevices.removeEventListener("devicechange", handleDeviceChange);
    };
  }, [onDevices]);
}

/** The devices of the settings panel, kept current. */
export function useMediaDevices(): readonly MediaDeviceInfo[] {
  const [devices, setDevices] = useState<readonly MediaDeviceInfo[]>([]);
  useDeviceList(setDevices);
  return devices;
}

/** When a chosen device disappears the first of its kind takes over, with the spec's info text for 7 s. */
async function fallBack(found: readonly MediaDeviceInfo[]): Promise<void> {
  for (const { kind, device } of fallbacksFor(chosenDevices(), found)) {
    showRoomNotice(
      deviceFallbackText(kind, device.label === "" ? "the default device" : device.label),
      "info",
      DEVICE_FALLBACK_NOTICE_MS,
    );
    await chooseDevice(kind, device.deviceId).catch(() => undefined);
  }
}

/**
 * spec 2 §4 "Device change": watched for as long as the room is on screen, not only while its
 * settings panel is open.
 */
export function useDeviceFallback(): void {
  useDeviceList(fallBack);
}
