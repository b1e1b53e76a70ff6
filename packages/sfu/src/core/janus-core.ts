import { randomInt } from "node:crypto";
import { JanusError, JanusRequestError } from "./janus-codes";
import { readJsonObject } from "./json-object";
import { isMissing } from "./parse-body";
import { TokenBucket } from "./token-bucket";
import { janusRequestKinds, janusRequestSchema, type JanusRequest } from "./janus-request";
import { JanusSession, type Handle, type JanusMessage } from "./janus-session";
import type { Plugin } from "./plugin";

export type CoreLimits = {
  /** Janus's `session_timeout` (60 s by default): a session with no request for this long ends. */
  sessionTimeoutMs: number;
  sessionsPerConnection: number;
  handlesPerSession: number;
  /** Requests per second a connection may send on average, and the burst it may save up. */
  requestsPerSecond: number;
  requestBurst: number;
};

export const defaultCoreLimits: CoreLimits = {
  sessionTimeoutMs: 60_000,
  sessionsPerConnection: 4,
  // A room needs a publisher, a subscriber, a screen share and a text room handle or so.
  handlesPerSession: 12,
  requestsPerSecond: 40,
  requestBurst: 200,
};

export type CoreOptions = { plugins: readonly Plugin[]; limits: CoreLimits; nowMs: () => number };

/** The sessions one WebSocket opened; they end with it (Janus without `reclaim_session_timeout`). */
export type CoreConnection = { receive(text: string): void; close(): void };

/** The Janus core: sessions, handles, transactions and acks, dispatching `message`s to plugins. */
export class JanusCore {
  private readonly sessions = new Map<number, JanusSession>();
  private readonly plugins: Map<string, Plugin>;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: CoreOptions) {
    this.plugins = new Map(options.plugins.map((plugin) => [plugin.name, plugin]));
    const sweepEveryMs = Math.max(250, Math.min(5000, options.limits.sessionTimeoutMs / 4));
    this.sweeper = setInterval(() => this.sweep(), sweepEveryMs);
    this.sweeper.unref();
  }

  connect(send: (message: JanusMessage) => void): CoreConnection {
    const owned = new Map<number, JanusSession>();
    const { requestsPerSecond, requestBurst } = this.options.limits;
    const rate = new TokenBucket(requestsPerSecond, requestBurst, this.options.nowMs());
    return {
      receive: (text) => {
        let transaction: unknown;
        try {
          if (!rate.take(this.options.nowMs()))
            throw new JanusRequestError(JanusError.UNKNOWN, "Too many requests");
          const parsed = parseJson(text);
          transaction = (parsed as { transaction?: unknown }).transaction;
          const request = validate(parsed);
          this.handle(request, owned, send);
        } catch (error) {
          const { code, reason } =
            error instanceof JanusRequestError
              ? { code: error.code, reason: error.message }
              : { code: JanusError.UNKNOWN, reason: "Internal error" };
          send({
            janus: "error",
            ...(typeof transaction === "string" ? { transaction } : {}),
            error: { code, reason },
          });
        }
      },
      close: () => {
        for (const session of owned.values()) this.endSession(session, false);
        owned.clear();
      },
    };
  }

  /** Ends every session (server shutdown). */
  close(): void {
    clearInterval(this.sweeper);
    for (const session of [...this.sessions.values()]) this.endSession(session, false);
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  private handle(
    request: JanusRequest,
    owned: Map<number, JanusSession>,
    send: (message: JanusMessage) => void,
  ): void {
    const { transaction } = request;
    if (request.janus === "ping") return send({ janus: "pong", transaction });
    if (request.janus === "info") return send({ janus: "server_info", transaction, ...this.serverInfo() });
    if (request.janus === "create") {
      if (owned.size >= this.options.limits.sessionsPerConnection)
        throw new JanusRequestError(JanusError.NOT_ACCEPTING_SESSIONS, "Too many sessions");
      const session = new JanusSession(this.freshSessionId(), send, this.options.nowMs());
      this.sessions.set(session.id, session);
      owned.set(session.id, session);
      return send({ janus: "success", transaction, data: { id: session.id } });
    }
    // A session answers only on the socket that created it: a guessed id reaches nothing.
    const session = owned.get(request.session_id);
    if (!session || session.isEnded)
      throw new JanusRequestError(JanusError.SESSION_NOT_FOUND, `No such session ${request.session_id}`);
    session.lastSeenMs = this.options.nowMs();
    if (request.janus === "keepalive") return send({ janus: "ack", session_id: session.id, transaction });
    if (request.janus === "destroy") {
      owned.delete(session.id);
      this.endSession(session, false);
      return send({ janus: "success", session_id: session.id, transaction });
    }
    if (request.janus === "attach") return this.attach(session, request.plugin, transaction, send);
    const handle = session.handles.get(request.handle_id);
    if (!handle)
      throw new JanusRequestError(
        JanusError.HANDLE_NOT_FOUND,
        `No such handle ${request.handle_id} in session ${session.id}`,
      );
    this.handleRequest(session, handle, request, send);
  }

  private attach(
    session: JanusSession,
    pluginName: string,
    transaction: string,
    send: (message: JanusMessage) => void,
  ): void {
    const plugin = this.plugins.get(pluginName);
    if (!plugin) throw new JanusRequestError(JanusError.PLUGIN_NOT_FOUND, `No such plugin '${pluginName}'`);
    if (session.handles.size >= this.options.limits.handlesPerSession)
      throw new JanusRequestError(JanusError.PLUGIN_ATTACH, "Too many handles in this session");
    const handleId = this.freshHandleId(session);
    const instance = plugin.attach(session.linkFor(handleId, plugin.name));
    session.handles.set(handleId, { id: handleId, pluginName: plugin.name, instance });
    send({ janus: "success", session_id: session.id, transaction, data: { id: handleId } });
  }

  private handleRequest(
    session: JanusSession,
    handle: Handle,
    request: Extract<JanusRequest, { handle_id: number }>,
    send: (message: JanusMessage) => void,
  ): void {
    const { transaction } = request;
    const session_id = session.id;
    switch (request.janus) {
      case "detach":
        session.detach(handle.id);
        send({ janus: "success", session_id, transaction });
        return;
      case "hangup":
        handle.instance.hangup();
        send({ janus: "success", session_id, transaction });
        return;
      case "trickle": {
        if (!request.candidates && !request.candidate)
          throw new JanusRequestError(
            JanusError.MISSING_MANDATORY_ELEMENT,
            "Missing mandatory element (candidate)",
          );
        const candidates = request.candidates ?? (request.candidate ? [request.candidate] : []);
        send({ janus: "ack", session_id, transaction });
        for (const candidate of candidates)
          handle.instance.trickle("completed" in candidate ? null : candidate);
        return;
      }
      case "message": {
        const outcome = handle.instance.message(request.body, request.jsep, transaction);
        if (outcome.kind === "async") return send({ janus: "ack", session_id, transaction });
        send({
          janus: "success",
          session_id,
          transaction,
          sender: handle.id,
          plugindata: { plugin: handle.pluginName, data: outcome.data },
        });
        return;
      }
    }
  }

  private endSession(session: JanusSession, timedOut: boolean): void {
    this.sessions.delete(session.id);
    session.end(timedOut);
  }

  private sweep(): void {
    const deadline = this.options.nowMs() - this.options.limits.sessionTimeoutMs;
    for (const session of [...this.sessions.values()])
      if (session.lastSeenMs < deadline) this.endSession(session, true);
  }

  private freshSessionId(): number {
    let id: number;
    do id = randomInt(1, 2 ** 48);
    while (this.sessions.has(id));
    return id;
  }

  private freshHandleId(session: JanusSession): number {
    let id: number;
    do id = randomInt(1, 2 ** 48);
    while (session.handles.has(id));
    return id;
  }

  private serverInfo(): JanusMessage {
    return {
      name: "Mobex SFU (Janus API)",
      version: 1400,
      version_string: "1.4.0",
      api_secret: false,
      auth_token: false,
      "session-timeout": Math.round(this.options.limits.sessionTimeoutMs / 1000),
      plugins: Object.fromEntries(
        [...this.plugins.keys()].map((name) => [name, { name, version_string: "1.4.0" }]),
      ),
    };
  }
}

function parseJson(text: string): object {
  const read = readJsonObject(text);
  if (read.ok) return read.value;
  if (read.reason === "not JSON")
    throw new JanusRequestError(JanusError.INVALID_JSON, "JSON error: could not parse the message");
  throw new JanusRequestError(JanusError.INVALID_JSON_OBJECT, "JSON error: not an object");
}

function validate(value: object): JanusRequest {
  const kind = (value as { janus?: unknown }).janus;
  if (kind === undefined) throw new JanusRequestError(JanusError.MISSING_REQUEST, "Missing request");
  if (typeof kind !== "string" || !janusRequestKinds.includes(kind))
    throw new JanusRequestError(JanusError.UNKNOWN_REQUEST, `Unknown request '${JSON.stringify(kind)}'`);
  const result = janusRequestSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.join(".") ?? "";
  const missing = issue !== undefined && isMissing(value, issue.path);
  throw new JanusRequestError(
    missing ? JanusError.MISSING_MANDATORY_ELEMENT : JanusError.INVALID_ELEMENT_TYPE,
    missing ? `Missing mandatory element (${path})` : `Invalid element type (${path})`,
  );
}
