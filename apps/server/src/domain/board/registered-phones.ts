/**
 * Which phones have at least one device registered on this node's SIP plane, kept up to date by
 * the plane's onRegistration hook (every register, refresh, expiry and closed socket reports an
 * AoR's bindings). The presence board asks it once per lamp per poll, so it answers from a map.
 */
export class RegisteredPhones {
  private readonly devices = new Map<string, number>();

  /** `deviceCount` is the number of bindings the phone has now; 0 forgets it. */
  update(phone: string, deviceCount: number): void {
    if (deviceCount > 0) this.devices.set(phone, deviceCount);
    else this.devices.delete(phone);
  }

  isRegistered(phone: string): boolean {
    return this.devices.has(phone);
  }

  /** How many phones are online, for the logs and the bench. */
  get size(): number {
    return this.devices.size;
  }
}
