import { bareOf, parseJid, type Jid } from "../jid";
import type { XmlElement } from "../xml/xml-element";
import type { ClientSession } from "./client-session";
import {
  iqKey,
  type CoreHooks,
  type InboundStanza,
  type OutgoingMessage,
  type IqHandler,
  type RoutedMessage,
  type ServerContext,
  type ServiceHandler,
  type StanzaErrorCondition,
  type StanzaKind,
  type StanzaRouter,
  type XmppModule,
} from "./module-api";
import { offlineMessageOf } from "./offline-message";
import { SessionRegistry } from "./session-registry";
import { stanzaError } from "./stanza-error";

/**
 * Routes the stanzas of bound sessions (RFC 6120 §8, §10) through the modules' tables. Tenant
 * isolation lives here, before any module sees a stanza (chat-design.md): a session may address
 * only its own domain and `<service>.<own domain>`; anything else is answered service-unavailable,
 * never routed.
 */
export class XmppCore implements ServerContext {
  readonly sessions = new SessionRegistry();
  readonly features: readonly string[];
  readonly accountFeatures: readonly string[];
  readonly serviceLabels: readonly string[];
  private readonly iqHandlers = new Map<string, IqHandler>();
  private readonly accountIqHandlers = new Map<string, IqHandler>();
  private readonly services = new Map<string, ServiceHandler>();
  private readonly routers = new Map<StanzaKind, StanzaRouter>();

  constructor(
    private readonly modules: readonly XmppModule[],
    readonly hooks: CoreHooks,
  ) {
    const features = new Set<string>();
    const accountFeatures = new Set<string>();
    for (const module of modules) {
      for (const feature of module.features ?? []) features.add(feature);
      for (const feature of module.accountFeatures ?? []) accountFeatures.add(feature);
      for (const [key, handler] of Object.entries(module.iq ?? {})) this.iqHandlers.set(key, handler);
      for (const [key, handler] of Object.entries(module.accountIq ?? {}))
        this.accountIqHandlers.set(key, handler);
      for (const [label, handler] of Object.entries(module.services ?? {})) this.services.set(label, handler);
      for (const [kind, router] of Object.entries(module.routers ?? {}) as [StanzaKind, StanzaRouter][]) {
        if (!this.routers.has(kind)) this.routers.set(kind, router);
      }
    }
    this.features = [...features].sort();
    this.accountFeatures = [...accountFeatures].sort();
    this.serviceLabels = [...this.services.keys()];
  }

  deliver(session: ClientSession, stanza: XmlElement): void {
    session.deliver(stanza);
  }

  /** A stanza from a bound session; `stanza.name` is message, presence or iq. */
  handle(session: ClientSession, stanza: XmlElement, kind: StanzaKind): void {
    // RFC 6120 §8.1.2.1: the server stamps the sender's full JID, whatever the client wrote.
    stanza.attrs.from = session.full;
    const toText = stanza.attrs.to;
    const to = toText === undefined ? null : parseJid(toText);
    const inbound: InboundStanza = { stanza, session, from: session.jid, to };
    if (toText !== undefined && !to) return this.bounce(inbound, "bad-request", "modify");
    if (to && to.domain !== session.jid.domain) return this.toService(inbound, to);
    if (kind === "iq" && this.answerIq(inbound, to)) return;
    const router = this.routers.get(kind);
    if (router) router(inbound, this);
    else this.bounce(inbound, "service-unavailable");
  }

  beforeRouted(event: OutgoingMessage): void {
    for (const module of this.modules) module.beforeRouted?.(event, this);
  }

  routed(event: RoutedMessage): void {
    for (const module of this.modules) module.onRouted?.(event, this);
    if (event.deliveredTo.length === 0 && event.stanza.attrs.type !== "error") {
      this.hooks.onUndelivered?.(event.stanza, event.to);
      this.offline(event.stanza, event.from, event.to);
    }
  }

  /** Tells the application of a direct message with a body that `to`'s account has no available resource for. */
  offline(stanza: XmlElement, from: Jid, to: Jid): void {
    const recipient = bareOf({ ...to, resource: "" });
    const sender = bareOf({ ...from, resource: "" });
    if (!this.hooks.onOfflineMessage || recipient === sender) return;
    if ([...this.sessions.availableOf(recipient)].length > 0) return;
    const message = stanza.attrs.type === "groupchat" ? null : offlineMessageOf(stanza, sender, null);
    if (message) this.hooks.onOfflineMessage(recipient, message);
  }

  bounce(
    inbound: InboundStanza,
    condition: StanzaErrorCondition,
    type?: "cancel" | "modify" | "auth" | "wait",
  ): void {
    const { stanza, session } = inbound;
    if (stanza.attrs.type === "error" || stanza.attrs.type === "result") return;
    this.deliver(session, stanzaError(stanza, session.full, condition, type));
  }

  sessionStarted(session: ClientSession): void {
    this.sessions.add(session);
    for (const module of this.modules) module.onSessionStart?.(session, this);
  }

  sessionEnded(session: ClientSession): void {
    this.sessions.remove(session);
    for (const module of this.modules) module.onSessionEnd?.(session, this);
  }

  private toService(inbound: InboundStanza, to: Jid): void {
    const own = inbound.session.jid.domain;
    const label = to.domain.endsWith(`.${own}`) ? to.domain.slice(0, -own.length - 1) : undefined;
    const service = label === undefined ? undefined : this.services.get(label);
    if (service) service({ ...inbound, to }, this);
    else this.bounce(inbound, "service-unavailable");
  }

  /** iq get/set for the server or the sender's account (RFC 6120 §10.3.3, §10.5.3.1). */
  private answerIq(inbound: InboundStanza, to: Jid | null): boolean {
    const { stanza, session } = inbound;
    const type = stanza.attrs.type;
    if (type !== "get" && type !== "set") return false;
    const toServer =
      !to || to.local === "" || (to.resource === "" && `${to.local}@${to.domain}` === session.bare);
    const toAccount = !toServer && to?.resource === "";
    if (!toServer && !toAccount) return false;
    // Only colleagues are discoverable: anyone else is not there for this account.
    if (toAccount && !session.roster.has(`${to.local}@${to.domain}`)) {
      this.bounce(inbound, "service-unavailable");
      return true;
    }
    const payloads = stanza.elements();
    const payload = payloads[0];
    if (payloads.length !== 1 || !payload || stanza.attrs.id === undefined) {
      this.bounce(inbound, "bad-request", "modify");
      return true;
    }
    const handler = (toServer ? this.iqHandlers : this.accountIqHandlers).get(
      iqKey(payload.ns, payload.name),
    );
    if (handler) handler({ ...inbound, payload }, this);
    else if (toServer) this.bounce(inbound, "service-unavailable");
    else return false;
    return true;
  }
}
