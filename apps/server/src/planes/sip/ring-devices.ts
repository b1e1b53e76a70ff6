import type { Aor, BindingView } from "@mobex/sip-proxy/sip-proxy";
import { LAST_USED_ONLY_TAG } from "@mobex/contracts/ring-devices";
import { parseNameAddr } from "@mobex/sip-proxy/grammar/name-addr";

/** Whether a registered device asked that calls ring only the device last used (a plain SIP phone never does). */
export function asksLastUsedOnly(binding: BindingView): boolean {
  try {
    return parseNameAddr(binding.contact, "Contact").params.has(LAST_USED_ONLY_TAG);
  } catch {
    return false;
  }
}

/**
 * spec 1 §3 `ringAllDevices`: which of a user's registered devices an incoming call rings. The device
 * the user last used decides (see LastUsedDevices for "last used"): when it asks for
 * last-used-only, the call rings there alone; otherwise, or when no device was used yet, every
 * device rings (RFC 3261 §16.6 forking).
 */
export function devicesToRing(
  registered: readonly BindingView[],
  lastUsedConnectionId: string | undefined,
): readonly BindingView[] {
  const lastUsed = registered.find((binding) => binding.connectionId === lastUsedConnectionId);
  if (lastUsed === undefined || !asksLastUsedOnly(lastUsed)) return registered;
  return [lastUsed];
}

/**
 * The device each user last used: the most recent one that registered (a new flow: sign-in, page
 * load, reconnect — not a refresh of a registration it already holds), placed a call or answered
 * one. Devices are told apart by their flow (RFC 5626), the connection they registered on.
 */
export class LastUsedDevices {
  private readonly lastUsed = new Map<Aor, string>();
  /** The flows each AoR had registered at the last change, to tell a new registration from a refresh. */
  private readonly flows = new Map<Aor, ReadonlySet<string>>();

  /** A device of `aor` placed or answered a call. */
  used(aor: Aor, connectionId: string): void {
    this.lastUsed.set(aor, connectionId);
  }

  /** The AoR's bindings changed (the registrar's onRegistration). */
  registered(aor: Aor, bindings: readonly BindingView[]): void {
    if (bindings.length === 0) {
      this.flows.delete(aor);
      this.lastUsed.delete(aor);
      return;
    }
    const before = this.flows.get(aor);
    const now = new Set(bindings.map((binding) => binding.connectionId));
    const fresh = bindings.filter((binding) => !before?.has(binding.connectionId));
    const newest = fresh.reduce<BindingView | undefined>(
      (latest, binding) =>
        latest === undefined || binding.registeredAt >= latest.registeredAt ? binding : latest,
      undefined,
    );
    if (newest) this.lastUsed.set(aor, newest.connectionId);
    this.flows.set(aor, now);
  }

  /** The devices an incoming call to `aor` rings now. */
  devicesToRing(aor: Aor, registered: readonly BindingView[]): readonly BindingView[] {
    return devicesToRing(registered, this.lastUsed.get(aor));
  }
}
