import { Params } from "../grammar/params";
import { serializeNameAddr } from "../grammar/name-addr";
import { isSipUri, type SipUri, type Uri } from "../grammar/sip-uri";
import type { ViaTransport } from "../transport/connection";
import type { DialogFlows, FlowTokens } from "./flow-tokens";

/** The parties of a dialog we record-routed, as its Record-Route entry names them (signature checked). */
export type RouteFlows = DialogFlows;

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
   * loose routing, the caller's tag, both parties' connections and one signature binding them to
   * the Call-ID, so that later requests can be held to the dialog they claim (in-dialog-target.ts).
   */
  recordRoute(transport: ViaTransport, flows: DialogFlows): string {
    const params = new Params([
      ["transport", transport.toLowerCase()],
      ["lr", null],
      ["ftag", flows.ftag],
      ["from-flow", flows.fromConnection],
      ["to-flow", flows.toConnection],
      ["sig", this.tokens.signDialog(flows)],
    ]);
    return serializeNameAddr({
      uri: { scheme: "sip", host: this.host, params, headers: [] },
      params: new Params(),
    });
  }

  /** The signed token naming a connection (for our Via). */
  flowToken(connectionId: string): string {
    return this.tokens.encode(connectionId);
  }

  /** The connection id in a flow token, or undefined when it was altered. */
  readFlowToken(token: string): string | undefined {
    return this.tokens.decode(token);
  }

  /**
   * What one of our Record-Route URIs carries, for a request of dialog `callId`; undefined when
   * a part is missing, altered, or the entry was made for another dialog.
   */
  readFlows(uri: SipUri, callId: string): RouteFlows | undefined {
    const ftag = uri.params.getText("ftag");
    const fromConnection = uri.params.getText("from-flow");
    const toConnection = uri.params.getText("to-flow");
    const signature = uri.params.getText("sig");
    if (
      ftag === undefined ||
      fromConnection === undefined ||
      toConnection === undefined ||
      signature === undefined
    ) {
      return undefined;
    }
    const flows = { callId, ftag, fromConnection, toConnection };
    return this.tokens.verifyDialog(flows, signature) ? flows : undefined;
  }
}
