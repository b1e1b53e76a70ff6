import type { Clock } from "../clock/clock";
import type { Aor } from "./aor";
import type { Binding, BindingView } from "./binding";

export interface LocationServiceOptions {
  clock: Clock;
  /** Called after every change of an AoR's bindings (registration, refresh, expiry, removal). */
  onChange: (aor: Aor, bindings: readonly BindingView[]) => void;
}

/**
 * The registrar's store (RFC 3261 §10.2 "location service"): bindings per AoR, each removed when it
 * expires or when the connection it was registered on closes (RFC 5626 §7: the flow is the route).
 */
export class LocationService {
  private readonly byAor = new Map<Aor, Map<string, Binding>>();
  /** AoRs an in-process user agent serves (src/ua/): one binding each, no expiry, no REGISTER. */
  private readonly pinned = new Set<Aor>();

  constructor(private readonly options: LocationServiceOptions) {}

  lookup(aor: Aor): readonly Binding[] {
    return [...(this.byAor.get(aor)?.values() ?? [])];
  }

  find(aor: Aor, key: string): Binding | undefined {
    return this.byAor.get(aor)?.get(key);
  }

  aors(): Aor[] {
    return [...this.byAor.keys()];
  }

  /** Applies a REGISTER's changes at once, then reports the AoR's new bindings once. */
  apply(aor: Aor, changes: { put: readonly Binding[]; remove: readonly string[] }): void {
    let bindings = this.byAor.get(aor);
    if (!bindings) this.byAor.set(aor, (bindings = new Map<string, Binding>()));
    for (const key of changes.remove) {
      bindings.get(key)?.expiry?.cancel();
      bindings.delete(key);
    }
    for (const binding of changes.put) {
      bindings.get(binding.key)?.expiry?.cancel();
      binding.expiry = this.options.clock.setTimeout(
        () => this.expire(aor, binding),
        Math.max(0, binding.expiresAt - this.options.clock.now()),
      );
      bindings.set(binding.key, binding);
    }
    this.changed(aor);
  }

  /**
   * Binds `aor` to `binding` alone until `unpin`: no expiry timer, not removable by `dropBindings`;
   * the registrar refuses REGISTERs for it (`isPinned`). It still goes when its connection closes.
   */
  pin(aor: Aor, binding: Binding): void {
    for (const existing of this.byAor.get(aor)?.values() ?? []) existing.expiry?.cancel();
    this.byAor.set(aor, new Map([[binding.key, binding]]));
    this.pinned.add(aor);
    this.changed(aor);
  }

  unpin(aor: Aor): void {
    if (!this.pinned.delete(aor)) return;
    this.byAor.delete(aor);
    this.changed(aor);
  }

  isPinned(aor: Aor): boolean {
    return this.pinned.has(aor);
  }

  /**
   * Removes the AoR's bindings that `drop` selects (the app ended the device's session) and closes
   * their flows, so that the device can neither be reached nor go on sending on them.
   */
  dropBindings(aor: Aor, drop: (binding: BindingView) => boolean): number {
    const bindings = this.byAor.get(aor);
    if (!bindings || this.pinned.has(aor)) return 0;
    const dropped = [...bindings.values()].filter((binding) => drop(toView(binding)));
    if (dropped.length === 0) return 0;
    this.apply(aor, { put: [], remove: dropped.map((binding) => binding.key) });
    for (const binding of dropped) binding.connection.close("registration ended");
    return dropped.length;
  }

  /** RFC 5626 §5.3: a binding lives as long as its flow. */
  connectionClosed(connectionId: string): void {
    for (const [aor, bindings] of this.byAor) {
      let removed = false;
      for (const [key, binding] of bindings) {
        if (binding.connection.id !== connectionId) continue;
        binding.expiry?.cancel();
        bindings.delete(key);
        removed = true;
      }
      if (!removed) continue;
      this.pinned.delete(aor);
      this.changed(aor);
    }
  }

  close(): void {
    for (const bindings of this.byAor.values())
      for (const binding of bindings.values()) binding.expiry?.cancel();
    this.byAor.clear();
    this.pinned.clear();
  }

  private expire(aor: Aor, binding: Binding): void {
    const bindings = this.byAor.get(aor);
    if (bindings?.get(binding.key) !== binding) return;
    bindings.delete(binding.key);
    this.changed(aor);
  }

  private changed(aor: Aor): void {
    const bindings = this.lookup(aor);
    if (bindings.length === 0) this.byAor.delete(aor);
    this.options.onChange(aor, bindings.map(toView));
  }
}

export function toView(binding: Binding): BindingView {
  const view: BindingView = {
    aor: binding.aor,
    contact: binding.contact,
    contactUri: binding.contactUri,
    connectionId: binding.connectionId,
    remote: binding.remote,
    username: binding.username,
    registeredAt: binding.registeredAt,
    expiresAt: binding.expiresAt,
    ...(binding.instanceId === undefined ? {} : { instanceId: binding.instanceId }),
    ...(binding.regId === undefined ? {} : { regId: binding.regId }),
    ...(binding.userAgent === undefined ? {} : { userAgent: binding.userAgent }),
  };
  return Object.freeze(view);
}
