import { Params } from "../grammar/params";
import { serializeNameAddr } from "../grammar/name-addr";
import { isSipUri, type SipUri, type Uri } from "../grammar/sip-uri";
import type { ViaTransport } from "../transport/connection";
import type { FlowTokens } from "./flow-tokens";

/** The two flows and the caller's tag a Record-Route entry carries. */
export interface RouteFlows {
  /** The caller's From tag (Kamailio's `ftag`): tells the direction of a later in-dialog request. */
  readonly ftag?: string;
  /** Connection of the dialog's caller (the From side of the initial request). */
  readonly fromFlow?: string;
  /** Connection of the dialog's callee (the To side). */
  readonly toFlow?: string;
}

/** How the proxy names itself: its Via sent-by, the hosts it answers for, its Record-Route URIs. */
export class ProxyAddress {
  private readonly hosts: ReadonlySet<string>;

  constructor(
    readonly host: string,
    aliases: readonly string[],
    private readonly tokens: FlowTokens,
  ) {
    this.hosts = new Set([host, ...aliases].map((h) => h.toLowerCase()));
  }

  get domains(): ReadonlySet<string> {
    return this.hosts;
  }

  isOwnHost(host: string): boolean {
    return this.hosts.has(host.toLowerCase());
  }

  /** A URI that names this proxy rather than a user: ours, without a user part (RFC 3261 §16.4). */
  isOwnUri(uri: Uri): uri is SipUri {
    return isSipUri(uri) && uri.user === undefined && this.isOwnHost(uri.host);
  }

  /**
   * One Record-Route entry for both directions (RFC 3261 §16.6 step 4, RFC 5626 §5.3): `lr` for
   * loose routing, the caller's tag, and the signed flow tokens of both parties' connections.
   */
  recordRoute(transport: ViaTransport, flows: { ftag: string; fromConnection: string; toConnection: string }): string {
    const params = new Params([
      ["transport", transport.toLowerCase()],
      ["lr", null],
      ["ftag", flows.ftag],
      ["from-flow", this.tokens.encode(flows.fromConnection)],
      ["to-flow", this.tokens.encode(flows.toConnection)],
    ]);
    return serializeNameAddr({ uri: { scheme: "sip", host: this.host, params, headers: [] }, params: new Params() });
  }

  /** The signed token naming a connection (for our Via and Record-Route). */
  flowToken(connectionId: string): string {
    return this.tokens.encode(connectionId);
  }

  /** The connection id in a flow token, or undefined when it was altered. */
  readFlowToken(token: string): string | undefined {
    return this.tokens.decode(token);
  }

  /** Reads (and verifies) what one of our Record-Route URIs carries. */
  readFlows(uri: SipUri): RouteFlows {
    const fromToken = uri.params.getText("from-flow");
    const toToken = uri.params.getText("to-flow");
    const fromFlow = fromToken === undefined ? undefined : this.tokens.decode(fromToken);
    const toFlow = toToken === undefined ? undefined : this.tokens.decode(toToken);
    const ftag = uri.params.getText("ftag");
    return {
      ...(ftag === undefined ? {} : { ftag }),
      ...(fromFlow === undefined ? {} : { fromFlow }),
      ...(toFlow === undefined ? {} : { toFlow }),
    };
  }
}
