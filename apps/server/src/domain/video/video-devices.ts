import type { VideoEndpoint } from "./video-endpoint";

/**
 * The endpoints that announced video on (setNumber, enabled) and are still connected, per user:
 * the devices an incoming video call rings, and the presence board's `video` field (a colleague
 * with at least one). Read once per lamp per board poll, so it answers from maps.
 */
export class VideoDevices {
  private readonly byUser = new Map<string, Map<string, VideoEndpoint>>();

  add(endpoint: VideoEndpoint): void {
    let devices = this.byUser.get(endpoint.userId);
    if (!devices) this.byUser.set(endpoint.userId, (devices = new Map<string, VideoEndpoint>()));
    devices.set(endpoint.id, endpoint);
  }

  /** Whether it was one of the user's video devices. */
  remove(endpoint: VideoEndpoint): boolean {
    const devices = this.byUser.get(endpoint.userId);
    if (!devices?.delete(endpoint.id)) return false;
    if (devices.size === 0) this.byUser.delete(endpoint.userId);
    return true;
  }

  has(endpoint: VideoEndpoint): boolean {
    return this.byUser.get(endpoint.userId)?.has(endpoint.id) ?? false;
  }

  /** Whether the user has a device with video on connected now (presence `video`). */
  online(userId: string): boolean {
    return this.byUser.has(userId);
  }

  of(userId: string): VideoEndpoint[] {
    return [...(this.byUser.get(userId)?.values() ?? [])];
  }

  /** How many users are online with video, for the logs and the bench. */
  get size(): number {
    return this.byUser.size;
  }
}
