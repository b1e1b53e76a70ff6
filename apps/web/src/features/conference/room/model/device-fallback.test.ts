import { describe, expect, it } from "vitest";
import { deviceFallbackText, fallbacksFor } from "./device-fallback";

const device = (kind: MediaDeviceKind, deviceId: string, label: string) =>
  ({ kind, deviceId, label, groupId: "", toJSON: () => ({}) }) as MediaDeviceInfo;

describe("fallbacksFor", () => {
  it("chooses the first available device of a kind whose chosen one is gone", () => {
    const devices = [device("audioinput", "mic-2", "Desk mic"), device("videoinput", "cam-1", "Webcam")];
    const fallbacks = fallbacksFor({ audioinput: "mic-1", videoinput: "cam-1" }, devices);
    expect(fallbacks.map((fallback) => [fallback.kind, fallback.device.deviceId])).toEqual([
      ["audioinput", "mic-2"],
    ]);
    expect(deviceFallbackText("audioinput", "Desk mic")).toBe(
      "Your microphone device is not availalable, changing to Desk mic",
    );
  });

  it("leaves the default device alone", () => {
    expect(fallbacksFor({ audiooutput: "default" }, [])).toEqual([]);
  });
});
