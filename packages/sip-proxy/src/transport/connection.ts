/** Where a connection comes from, as RFC 3261 §18.2.1 `received`/RFC 3581 `rport` record it. */
export interface RemoteAddress {
  readonly address: string;
  readonly port: number;
}

/** RFC 7118 §5.2: the Via transport for SIP over WebSocket is WS, or WSS over TLS. */
export type ViaTransport = "WS" | "WSS" | "UDP" | "TCP" | "TLS";

/**
 * One client connection that carries SIP messages, one message per frame. The proxy only ever sends
 * to connections that clients opened (RFC 5626 flows): it never resolves a host to dial out.
 */
export interface Connection {
  /** Unique for the life of the process; also the flow token's payload. */
  readonly id: string;
  readonly remote: RemoteAddress;
  readonly transport: ViaTransport;
  /** Reliable transports skip retransmissions (RFC 3261 §17.1.1.2 Timer A, §17.1.2.2 Timer E, §17.2.1 Timer G). */
  readonly reliable: boolean;
  /** False once closed. Sending on a closed connection returns false and drops the text. */
  readonly open: boolean;
  send(text: string): boolean;
  close(reason?: string): void;
  /** Each listener gets every text frame; returns an unsubscribe function. */
  onMessage(listener: (text: string) => void): () => void;
  /** Called once when the connection closes, from either side. */
  onClose(listener: () => void): () => void;
}
