/**
 * A preview capture (microphone meter, camera preview):
 *   starting ─getUserMedia ok─▶ running
 *      ├─NotAllowedError / SecurityError─▶ denied
 *      └─any other failure (no device, busy)─▶ unavailable
 */
export type CaptureStatus = "starting" | "running" | "denied" | "unavailable";

export function captureFailure(error: unknown): CaptureStatus {
  const name = error instanceof DOMException ? error.name : "";
  return name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable";
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
