import type { Jid } from "../jid";
import type { XmlElement } from "../xml/xml-element";
import type { ClientSession } from "./client-session";
import type { OfflineMessage } from "./offline-message";
import type { SessionRegistry } from "./session-registry";

/**
 * The module API (README.md, "Modules"): the core negotiates streams, authenticates, binds and
 * routes by address; everything an RFC or XEP adds on top is one module given to the composition
 * root (xmpp-server.ts). A module answers iq payloads by namespace and element, adds features to
 * the server's disco#info, serves a subdomain (`conference` for XEP-0045), observes the messages
 * the server routes (an archive records them there) and hears sessions start and end.
 */
export type XmppModule = {
  readonly name: string;
  /** XEP-0030 features this module adds to the server's disco#info. */
  readonly features?: readonly string[];
  /**
   * XEP-0030 features of the user's own account, answered to a disco#info of one's bare JID:
   * where clients look for what the server does per account (XEP-0313 §6.1 archives).
   */
  readonly accountFeatures?: readonly string[];
  /**
   * iq get/set payloads addressed to the server or to the sender's own account (no `to`, the
   * domain, or the sender's bare JID), keyed by `iqKey(xmlns, element)`.
   */
  readonly iq?: Readonly<Record<string, IqHandler>>;
  /**
   * iq payloads addressed to another account's bare JID in the sender's domain (disco#info of an
   * account, XEP-0030 §3.1), keyed the same way.
   */
  readonly accountIq?: Readonly<Record<string, IqHandler>>;
  /** Stanzas to `<label>.<domain>` go to `services[label]` (after the tenant check). */
  readonly services?: Readonly<Record<string, ServiceHandler>>;
  /**
   * Message, presence or iq stanzas a module routes itself (RFC 6121 does this for users' JIDs).
   * Each kind has one router; the first module that gives one wins.
   */
  readonly routers?: Partial<Readonly<Record<StanzaKind, StanzaRouter>>>;
  /**
   * Every message about to be routed between accounts, before any session gets it: a module may
   * add to the stanza here (XEP-0359 `<stanza-id/>` by the archive, so that clients see the id
   * MAM pages by).
   */
  readonly beforeRouted?: (event: OutgoingMessage, server: ServerContext) => void;
  /** Every message routed between accounts, delivered or not (archive, carbons, push). */
  readonly onRouted?: (event: RoutedMessage, server: ServerContext) => void;
  /** A session whose resource is bound, before any stanza of it is routed. */
  readonly onSessionStart?: (session: ClientSession, server: ServerContext) => void;
  /** A session that ended (closed, or dropped and not resumed in time). */
  readonly onSessionEnd?: (session: ClientSession, server: ServerContext) => void;
};

export type StanzaKind = "message" | "presence" | "iq";

/** `from` is the sender's full JID (the server stamps it, RFC 6120 §8.1.2.1); `to` is checked. */
export type InboundStanza = { stanza: XmlElement; session: ClientSession; from: Jid; to: Jid | null };

export type IqHandler = (inbound: InboundStanza & { payload: XmlElement }, server: ServerContext) => void;
export type ServiceHandler = (inbound: InboundStanza & { to: Jid }, server: ServerContext) => void;
export type StanzaRouter = (inbound: InboundStanza, server: ServerContext) => void;

/**
 * A message the server routed: to whom it went (the sessions it was handed to, none when the
 * recipient was offline) and from which session. `stanza` carries the stamped `from`.
 */
export type OutgoingMessage = { stanza: XmlElement; from: Jid; to: Jid; sender: ClientSession | null };
export type RoutedMessage = OutgoingMessage & { deliveredTo: readonly ClientSession[] };

/** What modules may use of the core. */
export type ServerContext = {
  readonly sessions: SessionRegistry;
  /** Sends a stanza to one session (through its XEP-0198 queue when it has one). */
  deliver(session: ClientSession, stanza: XmlElement): void;
  /** Lets every module's beforeRouted add to a message about to be routed. */
  beforeRouted(event: OutgoingMessage): void;
  /** Tells every module's onRouted, then the undelivered hook when nobody got it. */
  routed(event: RoutedMessage): void;
  /** Answers an iq or bounces any stanza with an RFC 6120 §8.3 error to its sender. */
  bounce(
    inbound: InboundStanza,
    condition: StanzaErrorCondition,
    type?: "cancel" | "modify" | "auth" | "wait",
  ): void;
  /** The server's disco#info features, from every module. */
  readonly features: readonly string[];
  /** The features of each user's own account (disco#info of one's bare JID), from every module. */
  readonly accountFeatures: readonly string[];
  /** The labels of the services modules serve at `<label>.<domain>` (disco#items). */
  readonly serviceLabels: readonly string[];
  readonly hooks: CoreHooks;
};

export type StanzaErrorCondition =
  | "service-unavailable"
  | "feature-not-implemented"
  | "bad-request"
  | "item-not-found"
  | "not-allowed"
  | "forbidden"
  | "resource-constraint"
  | "conflict"
  | "recipient-unavailable"
  | "registration-required"
  | "not-acceptable";

/** A colleague in a roster (RFC 6121 §2.1.2): always subscription "both". */
export type RosterItem = { localpart: string; name: string };

type MaybePromise<T> = T | Promise<T>;

/** The hooks the core needs from the application besides authentication. */
export type CoreHooks = {
  /** The account's contacts (chat-design.md: the colleagues of the tenant with chat). */
  rosterOf(localpart: string, domain: string): MaybePromise<readonly RosterItem[]>;
  /** A message that reached no session (recipient offline, or dropped with it unacknowledged). */
  onUndelivered?(stanza: XmlElement, to: Jid): void;
  /**
   * A message with a body that reached no resource of `to` (a bare JID): a direct message to an
   * account with no available resource, or one a dropped session never acknowledged while no other
   * was available; a room's message, once per member with no session. For a push notification.
   */
  onOfflineMessage?(to: string, message: OfflineMessage): void;
};

export function iqKey(xmlns: string, element: string): string {
  return `${xmlns} ${element}`;
}
