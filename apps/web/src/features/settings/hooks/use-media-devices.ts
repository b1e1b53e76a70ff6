import { useEffect, useState } from "react";

/**
 * The devices of one kind, kept current on `devicechange`. `revision` re-reads them after a
 * permission grant, when the browser starts revealing labels.
 */
export function useMediaDevices(kind: MediaDeviceKind, revision: number): readonly MediaDeviceInfo[] {
  const [devices, setDevices] = useState<readonly MediaDeviceInfo[]>([]);

  useEffect(() => {
    const mediaDevices = navigator.mediaDevices as MediaDevices | undefined;
    if (mediaDevices === undefined) return undefined;
    let current = true;
    const read = () => {
      mediaDevices
        .enumerateDevices()
        .then(
          (all) =>
            current && setDevices(all.filter((device) => device.kind === kind && device.deviceId !== "")),
        )
        .catch(() => current && setDevices([]));
    };
    read();
    mediaDevices.addEventListener("devicechange", read);
    return () => {
      current = false;
      mediaDevices.removeEventListener("devicechange", read);
    };
  }, [kind, revision]);

  return devices;
}
