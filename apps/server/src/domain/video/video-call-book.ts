import type { VideoCall } from "./video-call";
import type { VideoEndpoint } from "./video-endpoint";

/**
 * The live video calls of this node, found by id and by the endpoints taking part in them (the
 * caller's, each ringing device, the answering device), so that a dropped socket ends exactly
 * its calls. Knows no rules: VideoSwitchboard decides, this keeps the indexes consistent.
 */
export class VideoCallBook {
  private readonly calls = new Map<string, VideoCall>();
  private readonly byEndpoint = new Map<string, Set<string>>();
  /** endpoint id → its one live outgoing call. */
  private readonly outgoing = new Map<string, string>();

  add(call: VideoCall): void {
    this.calls.set(call.id, call);
    this.outgoing.set(call.callerEndpoint.id, call.id);
    this.link(call.callerEndpoint, call.id);
  }

  get(id: string): VideoCall | undefined {
    return this.calls.get(id);
  }

  outgoingOf(endpoint: VideoEndpoint): VideoCall | undefined {
    const id = this.outgoing.get(endpoint.id);
    return id === undefined ? undefined : this.calls.get(id);
  }

  /** The calls ringing for the user now (a scan: asked once when a device comes online with video). */
  ringingFor(userId: string): VideoCall[] {
    return [...this.calls.values()].filter(
      (call) => call.state === "ringing" && call.callee.userId === userId,
    );
  }

  /** Every call the endpoint takes part in now. */
  of(endpoint: VideoEndpoint): VideoCall[] {
    return [...(this.byEndpoint.get(endpoint.id) ?? [])].flatMap((id) => this.calls.get(id) ?? []);
  }

  ring(call: VideoCall, device: VideoEndpoint): void {
    call.ringing.set(device.id, device);
    this.link(device, call.id);
  }

  /** The device no longer rings for the call (it answered, refused, or went away). */
  stopRinging(call: VideoCall, device: VideoEndpoint): void {
    call.ringing.delete(device.id);
    if (call.calleeEndpoint?.id !== device.id) this.unlink(device, call.id);
  }

  answeredOn(call: VideoCall, device: VideoEndpoint): void {
    call.calleeEndpoint = device;
    this.link(device, call.id);
  }

  /** A party's device came back on a new socket: the call is its again. */
  rebind(call: VideoCall, from: VideoEndpoint, to: VideoEndpoint): void {
    if (call.callerEndpoint.id === from.id) {
      call.callerEndpoint = to;
      if (this.outgoing.get(from.id) === call.id) {
        this.outgoing.delete(from.id);
        this.outgoing.set(to.id, call.id);
      }
    }
    if (call.calleeEndpoint?.id === from.id) call.calleeEndpoint = to;
    this.unlink(from, call.id);
    this.link(to, call.id);
  }

  remove(call: VideoCall): void {
    this.calls.delete(call.id);
    if (this.outgoing.get(call.callerEndpoint.id) === call.id) this.outgoing.delete(call.callerEndpoint.id);
    const parties = [
      call.callerEndpoint,
      ...call.ringing.values(),
      ...(call.calleeEndpoint ? [call.calleeEndpoint] : []),
    ];
    for (const endpoint of parties) this.unlink(endpoint, call.id);
  }

  /** Live calls, for the logs and the bench. */
  get size(): number {
    return this.calls.size;
  }

  private link(endpoint: VideoEndpoint, callId: string): void {
    let ids = this.byEndpoint.get(endpoint.id);
    if (!ids) this.byEndpoint.set(endpoint.id, (ids = new Set()));
    ids.add(callId);
  }

  private unlink(endpoint: VideoEndpoint, callId: string): void {
    const ids = this.byEndpoint.get(endpoint.id);
    if (!ids?.delete(callId)) return;
    if (ids.size === 0) this.byEndpoint.delete(endpoint.id);
  }
}
