import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { ClientSession } from "./core/client-session";
import type { CoreHooks, XmppModule } from "./core/module-api";
import type { SessionRegistry } from "./core/session-registry";
import { XmppCore } from "./core/xmpp-core";
import { parseJid, type Jid } from "./jid";
import { discoModule } from "./modules/xep-0030-disco";
import { pingModule } from "./modules/xep-0199-ping";
import { carbonsModule } from "./modules/xep-0280-carbons";
import { rfc6121Module } from "./modules/rfc6121/rfc6121-module";
import type { AuthHooks } from "./sasl/sasl-mechanism";
import type { BoundSession } from "./stream/bound-session";
import { ClientStream, type StreamContext } from "./stream/client-stream";
import type { StreamErrorCondition } from "./stream/stream-frames";
import { DEFAULT_XMPP_LIMITS, type XmppLimits } from "./stream/xmpp-limits";
import { createWebSocketAcceptor } from "./transport/websocket-acceptor";
import type { XmlElement } from "./xml/xml-element";

export type XmppServerHooks = AuthHooks & CoreHooks;

export type XmppServerOptions = {
  hooks: XmppServerHooks;
  /** Modules on top of the core ones (RFC 6121, XEP-0030, XEP-0199, XEP-0280): MUC, MAM, … */
  modules?: readonly XmppModule[];
  limits?: Partial<XmppLimits>;
  /** Whether a browser page of `origin` may connect (RFC 6455 §10.2). */
  allowOrigin?: (origin: string, request: IncomingMessage) => boolean;
  nowMs?: () => number;
  /** A stream the server ended with a stream error (hostile input, conflict, timeout…), for a log. */
  onStreamError?: (condition: StreamErrorCondition, jid: string | undefined) => void;
};

export type XmppServer = {
  /** For the HTTP server's `upgrade` event (apps/server routes /xmpp-websocket here). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  readonly sessions: SessionRegistry;
  /** Ends the bound sessions that match (a device that logged out); returns how many. */
  endSessions(match: (session: ClientSession) => boolean): number;
  /** Ends every stream with system-shutdown. */
  close(): void;
};

/** The composition root: the core, the modules, the limits and the WebSocket transport. */
export function createXmppServer(options: XmppServerOptions): XmppServer {
  const limits: XmppLimits = { ...DEFAULT_XMPP_LIMITS, ...options.limits };
  const modules = [rfc6121Module, carbonsModule, pingModule, ...(options.modules ?? [])];
  const core = new XmppCore([...modules, discoModule], options.hooks);
  const resumeTimers = new Map<BoundSession, NodeJS.Timeout>();
  const live = new Set<BoundSession>();

  const endSession = (session: BoundSession): void => {
    if (!live.delete(session)) return;
    clearTimeout(resumeTimers.get(session));
    resumeTimers.delete(session);
    if (session.sm) context.resumable.delete(session.sm.id);
    // XEP-0198 §5: what the client never acknowledged was not delivered.
    const undelivered: { stanza: XmlElement; from: Jid; to: Jid }[] = [];
    for (const stanza of session.sm?.drain() ?? []) {
      const to =
        stanza.name === "message" && stanza.attrs.type !== "error" ? parseJid(stanza.attrs.to ?? "") : null;
      if (!to) continue;
      options.hooks.onUndelivered?.(stanza, to);
      const from = parseJid(stanza.attrs.from ?? "");
      if (from) undelivered.push({ stanza, from, to });
    }
    core.sessionEnded(session);
    // Once the session is gone: a direct message is notified of when no other resource is available.
    for (const { stanza, from, to } of undelivered) core.offline(stanza, from, to);
  };

  const context: StreamContext = {
    core,
    auth: options.hooks,
    limits,
    nowMs: options.nowMs ?? Date.now,
    resumable: new Map(),
    onStreamError: options.onStreamError,
    detach(session) {
      resumeTimers.set(
        session,
        setTimeout(() => endSession(session), limits.resumeTimeoutMs),
      );
    },
    resumed(session) {
      clearTimeout(resumeTimers.get(session));
      resumeTimers.delete(session);
    },
    startSession(session) {
      live.add(session);
      core.sessionStarted(session);
    },
    endSession,
  };

  const acceptor = createWebSocketAcceptor({
    maxMessageBytes: limits.maxFrameBytes * 4,
    keepAliveIntervalMs: limits.keepAliveIntervalMs,
    allowOrigin: options.allowOrigin,
    onSocket: (socket) => new ClientStream(socket, context),
  });

  return {
    handleUpgrade: (request, socket, head) => acceptor.handleUpgrade(request, socket, head),
    sessions: core.sessions,
    endSessions(match) {
      let ended = 0;
      for (const session of [...live]) {
        if (!match(session)) continue;
        session.end("not-authorized");
        ended++;
      }
      return ended;
    },
    close() {
      for (const session of [...live]) session.end("system-shutdown");
      acceptor.close();
    },
  };
}
