/**
 * What the app knows of the lamp. spec 1 §4: "Device status code: 200 on, 404 disconnected, 500
 * software not installed"; spec 1 §8: other operating systems are incompatible.
 */
export type DeviceStatus =
  | "unknown"
  | "on"
  | "disconnected"
  | "notInstalled"
  | "unsupported"
  /** The bridge answers 403: it serves another web app (packages/busylight-bridge, origin-policy.ts). */
  | "servesOtherApp";

/** The dialogs of spec 1 §8 "Busylight 500". */
export type DeviceProblem = Exclude<DeviceStatus, "unknown" | "on">;

/** The status a lamp answer stands for; no answer at all is the 500 of the spec (nothing installed). */
export function statusOfCode(code: number | null): DeviceStatus {
  if (code === 200) return "on";
  if (code === 404) return "disconnected";
  if (code === 403) return "servesOtherApp";
  return "notInstalled";
}

export function isProblem(status: DeviceStatus): status is DeviceProblem {
  return (
    status === "disconnected" ||
    status === "notInstalled" ||
    status === "unsupported" ||
    status === "servesOtherApp"
  );
}

/**
 * The busylight software runs on Windows, macOS and Linux desktops (spec 1 §7: an installer for
 * Windows or Mac; our bridge also runs on Linux). Phones, tablets and ChromeOS cannot run it.
 */
export function isSupportedPlatform(userAgent: string): boolean {
  if (/Android|iPhone|iPad|iPod|CrOS/i.test(userAgent)) return false;
  return /Windows|Macintosh|Mac OS X|Linux|X11/i.test(userAgent);
}
