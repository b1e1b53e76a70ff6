/** What a refusal needs of a socket.io server socket: its underlying connection. */
type RefusedSocket = { conn: { close(): void } };

/**
 * Refuses a namespace handshake (socket.io middleware's `next(error)`, the client's connect_error).
 * One connection may try again, each attempt costing a token check: after `maxRefusals` it is
 * closed, once the last refusal is sent.
 */
export function handshakeRefuser(
  maxRefusals: number,
): (socket: RefusedSocket, next: (error: Error) => void, error: Error) => void {
  const refusals = new WeakMap<RefusedSocket["conn"], number>();
  return (socket, next, error) => {
    const refused = (refusals.get(socket.conn) ?? 0) + 1;
    refusals.set(socket.conn, refused);
    next(error);
    // socket.io writes the refusal on the next tick; close() then waits for it to drain.
    if (refused >= maxRefusals) setImmediate(() => socket.conn.close());
  };
}
