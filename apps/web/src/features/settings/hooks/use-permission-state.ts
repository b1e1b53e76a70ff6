import { useEffect, useState } from "react";

export type DevicePermission = "granted" | "denied" | "prompt" | "unknown";

/** The browser's permission for the microphone or camera, following changes while shown. */
export function usePermissionState(name: "microphone" | "camera"): DevicePermission {
  const [state, setState] = useState<DevicePermission>("unknown");

  useEffect(() => {
    let status: PermissionStatus | null = null;
    let current = true;
    const handleChange = () => status && setState(status.state);
    navigator.permissions
      ?.query({ name })
      .then((result) => {
        if (!current) return;
        status = result;
        setState(result.state);
        result.addEventListener("change", handleChange);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      status?.removeEventListener("change", handleChange);
    };
  }, [name]);

  return state;
}
