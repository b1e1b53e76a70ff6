import { BlockList, isIP } from "node:net";

/**
 * Addresses a link preview (or a push delivery) must never reach from inside our network: this
 * host, private and shared networks, link-local (cloud metadata at 169.254.169.254), multicast,
 * documentation and reserved ranges; in IPv6 also unique-local, link-local, and the forms that carry
 * an IPv4 address (v4-mapped, NAT64, 6to4, Teredo), which could name any of those.
 */
// Two lists: one BlockList matches IPv4 addresses against IPv6 rules too (as ::ffff:a.b.c.d).
const notPublicV4 = new BlockList();
const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT (RFC 6598)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const)
  notPublicV4.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96], // v4-mapped
  ["::", 96], // v4-compatible (deprecated)
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  notPublicV6.addSubnet(network, prefix, "ipv6");

/** Whether `address` (an IP literal) is on the public Internet; anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !notPublicV4.check(address, "ipv4") : !notPublicV6.check(address, "ipv6");
}
