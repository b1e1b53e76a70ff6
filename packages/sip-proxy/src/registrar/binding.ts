import type { NameAddr } from "../grammar/name-addr";
import type { TimerHandle } from "../clock/clock";
import type { Connection, RemoteAddress } from "../transport/connection";
import type { Aor } from "./aor";

/** What the app may read about one registered device. */
export interface BindingView {
  readonly aor: Aor;
  /** The Contact as registered (URI and parameters, without `expires`). */
  readonly contact: string;
  readonly contactUri: string;
  /** RFC 5626 §4.1 `+sip.instance`, unquoted (e.g. `<urn:uuid:…>`). */
  readonly instanceId?: string;
  readonly regId?: number;
  readonly connectionId: string;
  readonly remote: RemoteAddress;
  /** The digest username that authenticated the REGISTER (which device's credentials bound it). */
  readonly username: string;
  readonly userAgent?: string;
  readonly registeredAt: number;
  readonly expiresAt: number;
}

/** A binding as the location service keeps it: the view plus what routing and refresh need. */
export interface Binding extends BindingView {
  readonly key: string;
  readonly address: NameAddr;
  readonly connection: Connection;
  readonly callId: string;
  readonly cseq: number;
  expiry?: TimerHandle;
}

/**
 * RFC 5626 §6: with `+sip.instance` and `reg-id` a binding is one flow of one device, whatever its
 * Contact URI; otherwise (RFC 3261 §10.3 step 7) the Contact URI identifies it.
 */
export function bindingKey(
  instanceId: string | undefined,
  regId: number | undefined,
  contactUri: string,
): string {
  if (instanceId !== undefined) return `instance:${instanceId}:${regId ?? ""}`;
  return `uri:${contactUri}`;
}
