/** What one client may cost (README.md, "Limits"); every value is a parameter of the server. */
export type XmppLimits = {
  /** A larger frame ends the stream with policy-violation (RFC 6120 §13.12 item 4). */
  maxFrameBytes: number;
  /** Elements nested deeper than this in one stanza end the stream with policy-violation. */
  maxDepth: number;
  /** Token bucket per stream: frames per second and burst; excess ends the stream. */
  stanzasPerSecond: number;
  stanzaBurst: number;
  /** Bound resources one account may hold at once; one more is refused resource-constraint. */
  maxSessionsPerUser: number;
  /** A connection that has not authenticated by then is closed (connection-timeout). */
  authTimeoutMs: number;
  /** SASL failures before the stream is closed. */
  maxAuthFailures: number;
  /** WebSocket pings: a socket silent for two periods is closed (its session may be resumed). */
  keepAliveIntervalMs: number;
  /** XEP-0198: how long a dropped session waits to be resumed. */
  resumeTimeoutMs: number;
  /** XEP-0198: unacknowledged stanzas kept per session; past this the session ends. */
  maxUnackedStanzas: number;
};

export const DEFAULT_XMPP_LIMITS: XmppLimits = {
  maxFrameBytes: 64 * 1024,
  maxDepth: 32,
  stanzasPerSecond: 100,
  stanzaBurst: 200,
  maxSessionsPerUser: 10,
  authTimeoutMs: 30_000,
  maxAuthFailures: 3,
  keepAliveIntervalMs: 30_000,
  resumeTimeoutMs: 60_000,
  maxUnackedStanzas: 1000,
};
