import type { Clock } from "../clock/clock";
import { aorOf, type Aor } from "../registrar/aor";
import type { LocationService } from "../registrar/location-service";
import type { SipRequest } from "../message/sip-message";

/** What a flow proved by its REGISTER: the digest username, and until when its credentials hold. */
interface Grant {
  readonly username: string;
  /** Undefined when the credential lookup gave no expiry: then the binding alone bounds the trust. */
  readonly expiresAt: number | undefined;
}

/** The requests a trusted flow sends without a second challenge (issue 8 §4: calls and instant messages). */
const TRUSTED_METHODS = new Set(["INVITE", "MESSAGE"]);

/**
 * RFC 5626 §3 / RFC 7118 §5: a WebSocket connection is a flow, and a REGISTER that proved its
 * credentials on it binds the AoR to exactly that connection. A later INVITE or MESSAGE on the same
 * connection, From that AoR, comes from the same client: asking it for the same credentials again
 * (RFC 3261 §22.3, 407 and a second INVITE) costs a round trip and proves nothing new. The trust
 * ends with the credentials' expiry, with the binding (expiry, un-REGISTER, removal) and with the
 * connection; anything else (another From, another connection, other methods) is challenged.
 */
export class FlowTrust {
  private readonly byConnection = new Map<string, Map<Aor, Grant>>();

  constructor(
    private readonly clock: Clock,
    private readonly locations: LocationService,
  ) {}

  /** A REGISTER on `connectionId` authenticated as `aor` and was accepted. */
  grant(connectionId: string, aor: Aor, username: string, expiresAt: number | undefined): void {
    let grants = this.byConnection.get(connectionId);
    if (!grants) this.byConnection.set(connectionId, (grants = new Map<Aor, Grant>()));
    grants.set(aor, { username, expiresAt });
  }

  /** The caller a trusted flow vouches for, or undefined when `request` must be challenged. */
  vouchFor(request: SipRequest, connectionId: string): { username: string; aor: Aor } | undefined {
    if (!TRUSTED_METHODS.has(request.method)) return undefined;
    const grants = this.byConnection.get(connectionId);
    if (!grants) return undefined;
    const aor = aorOf(request.from().uri);
    const grant = aor === undefined ? undefined : grants.get(aor);
    if (aor === undefined || grant === undefined) return undefined;
    if (grant.expiresAt !== undefined && grant.expiresAt <= this.clock.now()) {
      grants.delete(aor);
      return undefined;
    }
    if (!this.locations.lookup(aor).some((binding) => binding.connectionId === connectionId))
      return undefined;
    return { username: grant.username, aor };
  }

  connectionClosed(connectionId: string): void {
    this.byConnection.delete(connectionId);
  }
}
