import { randomBytes } from "node:crypto";
import { iqResult, stanzaError } from "../core/stanza-error";
import type { XmppCore } from "../core/xmpp-core";
import type { StanzaKind } from "../core/module-api";
import type { AuthHooks } from "../sasl/sasl-mechanism";
import { SaslNegotiator } from "../sasl/sasl-negotiator";
import { FrameParser } from "../xml/frame-parser";
import { NS } from "../xml/namespaces";
import { type XmlElement, xml } from "../xml/xml-element";
import { BoundSession, rosterMap, type StreamCarrier } from "./bound-session";
import { StreamManagement } from "./stream-management";
import {
  BOUND_FEATURES,
  CLOSE_FRAME,
  SASL_FEATURES,
  openFrame,
  streamErrorFrame,
  type StreamErrorCondition,
} from "./stream-frames";
import { TokenBucket } from "./token-bucket";
import type { XmppLimits } from "./xmpp-limits";

/** The socket under a stream (a WebSocket in production, RFC 7395). */
export type FrameTransport = { send(frame: string): void; close(): void };

/** What every stream of a server shares. */
export type StreamContext = {
  core: XmppCore;
  auth: AuthHooks;
  limits: XmppLimits;
  nowMs(): number;
  /** XEP-0198 sessions that may be resumed, by stream id. */
  resumable: Map<string, BoundSession>;
  /** Detaches a session whose stream dropped: it ends unless resumed in time. */
  detach(session: BoundSession): void;
  /** A detached session was resumed: its timer stops. */
  resumed(session: BoundSession): void;
  /** A resource is bound: the session is routed to from now on. */
  startSession(session: BoundSession): void;
  /** A stream the server ended with a stream error (for the application's log). */
  onStreamError?(condition: StreamErrorCondition, jid: string | undefined): void;
  /** Ends a session for good: its unacknowledged messages go to the undelivered hook. */
  endSession(session: BoundSession): void;
};

/**
 * One client-to-server stream (RFC 6120 §4, §9 over RFC 7395 framing):
 *
 *   awaiting-open → authenticating → awaiting-restart → binding → ready → closed
 *        (open)        (sasl success)      (open)        (bind | resume)
 *
 * Frames are handled one at a time in order; while an authentication or bind hook is awaited,
 * later frames wait in the backlog. Every frame counts against the stream's token bucket.
 */
type Phase = "awaiting-open" | "authenticating" | "awaiting-restart" | "binding" | "ready" | "closed";

const STANZA_KINDS = new Set<string>(["message", "presence", "iq"]);

export class ClientStream {
  private phase: Phase = "awaiting-open";
  private domain = "";
  private localpart = "";
  private tag = "";
  private sasl: SaslNegotiator | undefined;
  private authFailures = 0;
  private session: BoundSession | undefined;
  private busy = false;
  private readonly backlog: string[] = [];
  private readonly bucket: TokenBucket;
  private readonly parser: FrameParser;
  private authTimer: NodeJS.Timeout | undefined;
  private readonly carrier: StreamCarrier = {
    write: (frame) => this.transport.send(frame),
    fail: (condition) => this.fail(condition),
    drop: () => {
      this.phase = "closed";
      this.transport.close();
    },
  };

  constructor(
    private readonly transport: FrameTransport,
    private readonly context: StreamContext,
  ) {
    const { limits } = context;
    this.parser = new FrameParser(limits.maxDepth);
    this.bucket = new TokenBucket(limits.stanzasPerSecond, limits.stanzaBurst, () => context.nowMs());
    this.authTimer = setTimeout(() => this.fail("connection-timeout"), limits.authTimeoutMs);
  }

  /** One WebSocket message (RFC 7395 §3.3.3: one element per frame). */
  receive(frame: string, bytes: number): void {
    if (this.phase === "closed") return;
    if (bytes > this.context.limits.maxFrameBytes) return this.fail("policy-violation");
    if (!this.bucket.take()) return this.fail("policy-violation");
    if (this.busy) this.backlog.push(frame);
    else this.process(frame);
  }

  /** The socket closed under the stream: a resumable session waits, any other ends. */
  transportClosed(): void {
    if (this.phase === "closed") return;
    this.phase = "closed";
    this.clearAuthTimer();
    const session = this.session;
    if (!session || session.carrier !== this.carrier) return;
    session.carrier = null;
    if (session.sm?.resumable) this.context.detach(session);
    else this.context.endSession(session);
  }

  /** Ends the stream with a stream error (RFC 6120 §4.9): its session ends with it. */
  fail(condition: StreamErrorCondition): void {
    if (this.phase === "closed") return;
    this.context.onStreamError?.(condition, this.session?.full);
    this.transport.send(streamErrorFrame(condition));
    this.closeStream();
  }

  private closeStream(): void {
    this.transport.send(CLOSE_FRAME);
    this.phase = "closed";
    this.clearAuthTimer();
    const session = this.session;
    if (session && session.carrier === this.carrier) {
      session.carrier = null;
      this.context.endSession(session);
    }
    this.transport.close();
  }

  private process(frame: string): void {
    const parsed = this.parser.parse(frame);
    if (!parsed.ok) return this.fail(parsed.fault);
    const element = parsed.element;
    if (element.ns === NS.framing && element.name === "open") return this.open(element);
    if (element.ns === NS.framing && element.name === "close") return this.closeStream();
    switch (this.phase) {
      case "authenticating":
        if (element.ns === NS.sasl) return this.runAsync(this.authenticate(element));
        return this.fail("not-authorized");
      case "binding":
        if (element.ns === NS.sm && element.name === "resume") return this.resume(element);
        if (isBind(element)) return this.runAsync(this.bind(element));
        return this.fail("not-authorized");
      case "ready":
        return this.ready(element);
      case "awaiting-open":
      case "awaiting-restart":
        return this.fail("not-authorized");
      case "closed":
        return;
    }
  }

  /** Runs an awaited step; frames arriving meanwhile are handled after it, in order. */
  private runAsync(step: Promise<void>): void {
    this.busy = true;
    step
      .catch(() => this.fail("reset"))
      .finally(() => {
        this.busy = false;
        while (!this.busy && this.phase !== "closed") {
          const next = this.backlog.shift();
          if (next === undefined) break;
          this.process(next);
        }
      });
  }

  /** RFC 7395 §3.4: `<open/>` starts the stream and, after SASL, restarts it (§3.5). */
  private open(element: XmlElement): void {
    const to = element.attrs.to?.toLowerCase();
    if (element.attrs.version !== "1.0") return this.fail("unsupported-version");
    if (!to) return this.fail("host-unknown");
    if (this.phase === "awaiting-open") {
      this.domain = to;
      this.sasl = new SaslNegotiator(this.context.auth, to);
      this.transport.send(openFrame(to, randomId()));
      this.transport.send(SASL_FEATURES);
      this.phase = "authenticating";
    } else if (this.phase === "awaiting-restart" && to === this.domain) {
      this.transport.send(openFrame(to, randomId()));
      this.transport.send(BOUND_FEATURES);
      this.phase = "binding";
    } else this.fail(to === this.domain ? "not-authorized" : "host-unknown");
  }

  private async authenticate(element: XmlElement): Promise<void> {
    if (!this.sasl) return;
    const outcome = await this.sasl.handle(element);
    if (this.phase === "closed") return;
    this.transport.send(outcome.reply.toString());
    if (outcome.account) {
      this.localpart = outcome.account.localpart.toLowerCase();
      this.tag = outcome.account.tag;
      this.sasl = undefined;
      this.clearAuthTimer();
      this.phase = "awaiting-restart";
    } else if (
      outcome.reply.name === "failure" &&
      ++this.authFailures >= this.context.limits.maxAuthFailures
    ) {
      this.fail("not-authorized");
    }
  }

  /** RFC 6120 §7: the requested resource, or one the server makes; a same-named one is replaced. */
  private async bind(iq: XmlElement): Promise<void> {
    const { core, limits } = this.context;
    const requested = iq.getChild("bind", NS.bind)?.getChildText("resource", NS.bind)?.trim();
    const resource = requested || randomId();
    const bare = `${this.localpart}@${this.domain}`;
    const items = await core.hooks.rosterOf(this.localpart, this.domain);
    if (this.phase === "closed") return;
    const existing = core.sessions.get(bare, resource);
    if (core.sessions.countOf(bare) - (existing ? 1 : 0) >= limits.maxSessionsPerUser) {
      this.transport.send(stanzaError(iq, bare, "resource-constraint", "wait").toString());
      return;
    }
    // RFC 6120 §7.7.2.2: the new session wins; the old one ends with a conflict stream error.
    if (existing) (existing as BoundSession).end("conflict");
    const jid = { local: this.localpart, domain: this.domain, resource };
    const roster = rosterMap(
      items.filter((item) => item.localpart !== this.localpart),
      this.domain,
    );
    const session = new BoundSession(jid, this.tag, roster, this.carrier, (ended) =>
      this.context.endSession(ended),
    );
    this.session = session;
    this.phase = "ready";
    this.context.startSession(session);
    const payload = xml("bind", { xmlns: NS.bind }, xml("jid", {}, session.full));
    this.transport.send(iqResult(iq, session.full, payload).toString());
  }

  private ready(element: XmlElement): void {
    const session = this.session;
    if (!session) return;
    if (element.ns === NS.sm) return this.streamManagement(session, element);
    if (element.ns !== NS.client || !STANZA_KINDS.has(element.name))
      return this.fail("unsupported-stanza-type");
    if (session.sm) session.sm.inbound++;
    if (element.name === "iq" && element.getChild("session", NS.session) && element.attrs.to === undefined) {
      // RFC 6121 Appendix E: the legacy session establishment is accepted and does nothing.
      return session.deliver(iqResult(element, session.full));
    }
    this.context.core.handle(session, element, element.name as StanzaKind);
  }

  /** XEP-0198 §3–4: enable, the client's acks and ack requests. */
  private streamManagement(session: BoundSession, element: XmlElement): void {
    switch (element.name) {
      case "enable": {
        if (session.sm) return this.transport.send(smFailed("unexpected-request"));
        const resumable = element.attrs.resume === "true" || element.attrs.resume === "1";
        const id = randomId();
        session.sm = new StreamManagement(id, resumable, this.context.limits.maxUnackedStanzas);
        if (resumable) this.context.resumable.set(id, session);
        const max = String(Math.ceil(this.context.limits.resumeTimeoutMs / 1000));
        const enabled = resumable ? { id, resume: "true", max } : {};
        return this.transport.send(xml("enabled", { xmlns: NS.sm, ...enabled }).toString());
      }
      case "r":
        return this.transport.send(`<a xmlns="${NS.sm}" h="${session.sm?.inbound ?? 0}"/>`);
      case "a": {
        const sm = session.sm;
        if (!sm) return;
        if (!sm.ack(Number(element.attrs.h))) return this.fail("policy-violation");
        // The next stanza sent asks again; asking at once would race the client's own count.
        sm.awaitingAck = false;
        return;
      }
      default:
        return this.fail("unsupported-stanza-type");
    }
  }

  /** XEP-0198 §5: takes over a session of the same account, resending what it had not acknowledged. */
  private resume(element: XmlElement): void {
    const previd = element.attrs.previd ?? "";
    const session = this.context.resumable.get(previd);
    const h = Number(element.attrs.h);
    if (!session?.sm || session.bare !== `${this.localpart}@${this.domain}` || !session.sm.ack(h)) {
      return this.transport.send(smFailed("item-not-found"));
    }
    const sm = session.sm;
    const previous = session.carrier;
    session.carrier = this.carrier;
    previous?.drop();
    this.session = session;
    this.phase = "ready";
    this.context.resumed(session);
    this.transport.send(xml("resumed", { xmlns: NS.sm, previd, h: String(sm.inbound) }).toString());
    for (const stanza of sm.pending()) this.transport.send(stanza.toString());
    sm.awaitingAck = sm.pending().length > 0;
    if (sm.awaitingAck) this.transport.send(`<r xmlns="${NS.sm}"/>`);
  }

  private clearAuthTimer(): void {
    clearTimeout(this.authTimer);
    this.authTimer = undefined;
  }
}

function isBind(element: XmlElement): boolean {
  return (
    element.name === "iq" && element.attrs.type === "set" && element.getChild("bind", NS.bind) !== undefined
  );
}

function smFailed(condition: "item-not-found" | "unexpected-request"): string {
  return `<failed xmlns="${NS.sm}"><${condition} xmlns="${NS.stanzaErrors}"/></failed>`;
}

function randomId(): string {
  return randomBytes(9).toString("base64url");
}
