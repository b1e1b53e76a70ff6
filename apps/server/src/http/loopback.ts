import type { FastifyRequest } from "fastify";

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * True only for a client on this machine talking to us directly: the socket peer is a loopback
 * address and nothing says it forwards someone else (a reverse proxy on the same host would).
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? "";
  const forwarded =
    request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.test(peer) && LOOPBACK.test(request.ip) && !forwarded;
}
