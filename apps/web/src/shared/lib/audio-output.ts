/**
 * Routes a media element to the chosen output device (spec 1 §2 Audio: speaker and ringing device).
 * `setSinkId` exists in Chromium and recent Firefox; elsewhere the system default plays.
 */
export async function routeTo(element: HTMLMediaElement, deviceId: string): Promise<void> {
  const routable = element as HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> };
  if (typeof routable.setSinkId !== "function") return;
  const sinkId = deviceId === "default" ? "" : deviceId;
  if ((routable as { sinkId?: string }).sinkId === sinkId) return;
  try {
    await routable.setSinkId(sinkId);
  } catch {
    // The device was unplugged or is not allowed: the default output still plays.
  }
}
