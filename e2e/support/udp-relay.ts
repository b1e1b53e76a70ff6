// A UDP relay between two pages' peer connections, so that a test can break the media path of a
// call the way a network does (issue 11: an ICE restart after the media path is broken). Each page
// learns the other's candidates as the relay's address (an init script rewrites them), so every
// packet, ICE checks included, goes through here; blocking the pair in use drops its packets, and
// the candidates an ICE restart gathers (new ports) get through.
import dgram from "node:dgram";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";

type Address = Pick<AddressInfo, "address" | "port">;
const key = ({ address, port }: Address) => `${address}:${port}`;

export class UdpRelay {
  /** The page on side "a" sends here; what arrives goes out of `b` to the other page. */
  readonly #a = dgram.createSocket("udp4");
  readonly #b = dgram.createSocket("udp4");
  readonly #last: { a?: Address; b?: Address } = {};
  readonly #blocked = new Set<string>();
  /** Every address that has sent through the relay: a page may send from more than one socket. */
  readonly #seen = new Set<string>();

  async start(): Promise<{ a: number; b: number }> {
    this.#forward(this.#a, this.#b, "a", "b");
    this.#forward(this.#b, this.#a, "b", "a");
    const bind = (socket: dgram.Socket) =>
      new Promise<number>((resolve) => socket.bind(0, "127.0.0.1", () => resolve(socket.address().port)));
    return { a: await bind(this.#a), b: await bind(this.#b) };
  }

  /**
   * Drops, from now on, every packet of the addresses the call's media has used so far — all of them,
   * not only the pair in use, or the browser could move to another pair without a restart.
   */
  blockCurrentPair(): void {
    for (const address of this.#seen) this.#blocked.add(address);
  }

  close(): void {
    this.#a.close();
    this.#b.close();
  }

  #forward(from: dgram.Socket, to: dgram.Socket, side: "a" | "b", other: "a" | "b"): void {
    from.on("message", (message, sender) => {
      if (this.#blocked.has(key(sender))) return;
      this.#seen.add(key(sender));
      this.#last[side] = sender;
      const target = this.#last[other];
      if (target !== undefined) to.send(message, target.port, target.address);
    });
  }
}

/**
 * Makes `page` reach its peer only through the relay port `port`: remote UDP candidates are
 * rewritten to it, the others (TCP, IPv6, those inside a description) dropped. From the next load.
 */
export async function routeThroughRelay(page: Page, port: number): Promise<void> {
  await page.context().addInitScript((relayPort: number) => {
    const rewrite = (line: string): string | null => {
      const fields = line.replace(/^a=/, "").split(" ");
      if (fields[2]?.toLowerCase() !== "udp" || fields[4] !== "127.0.0.1") return null;
      fields[5] = String(relayPort);
      return fields.join(" ");
    };
    // The promise forms only (the legacy callback overloads would be picked by .call).
    const add = RTCPeerConnection.prototype.addIceCandidate as (
      this: RTCPeerConnection,
      candidate?: RTCIceCandidateInit,
    ) => Promise<void>;
    RTCPeerConnection.prototype.addIceCandidate = function (
      this: RTCPeerConnection,
      candidate?: RTCIceCandidateInit | null,
    ) {
      if (candidate?.candidate) {
        const rewritten = rewrite(candidate.candidate);
        if (rewritten === null) return Promise.resolve();
        return add.call(this, { ...candidate, candidate: rewritten });
      }
      return add.call(this, candidate ?? undefined);
    };
    const setRemote: (this: RTCPeerConnection, description: RTCSessionDescriptionInit) => Promise<void> =
      RTCPeerConnection.prototype.setRemoteDescription;
    RTCPeerConnection.prototype.setRemoteDescription = function (
      this: RTCPeerConnection,
      description: RTCSessionDescriptionInit,
    ) {
      const sdp = description.sdp
        ?.split("\r\n")
        .filter((line) => !line.startsWith("a=candidate:"))
        .join("\r\n");
      return setRemote.call(this, { ...description, sdp });
    };
  }, port);
}
