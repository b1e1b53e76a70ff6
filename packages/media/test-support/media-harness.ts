// Endpoints and connected browser peers for tests, all closed by `close()` (call it in afterEach).
import { createMediaEndpoint } from "../src/media-endpoint";
import type { MediaEndpoint, MediaLimits, MediaSession } from "../src/media-types";
import { createBrowserPeer, type BrowserPeer, type OfferedCodec } from "./browser-peer";

export interface MediaHarness {
  endpoint(limits?: Partial<MediaLimits>, portRange?: readonly [number, number]): MediaEndpoint;
  peer(codecs?: readonly OfferedCodec[]): Promise<BrowserPeer>;
  /** A peer whose offer the endpoint answered, both connected. */
  call(
    endpoint: MediaEndpoint,
    codecs?: readonly OfferedCodec[],
  ): Promise<{ peer: BrowserPeer; session: MediaSession }>;
  close(): Promise<void>;
}

export function createMediaHarness(
  defaultPortRange: readonly [number, number] = [41000, 41199],
): MediaHarness {
  const closers: (() => Promise<void>)[] = [];
  const harness: MediaHarness = {
    endpoint(limits = {}, portRange = defaultPortRange) {
      const endpoint = createMediaEndpoint({ bindAddress: "127.0.0.1", portRange, limits });
      closers.push(() => endpoint.close());
      return endpoint;
    },
    async peer(codecs) {
      const peer = await createBrowserPeer(codecs);
      closers.push(() => peer.close());
      return peer;
    },
    async call(endpoint, codecs) {
      const peer = await harness.peer(codecs);
      const session = await endpoint.answer(peer.offerSdp);
      await peer.accept(session.answerSdp);
      await Promise.all([session.connected(), peer.connected()]);
      return { peer, session };
    },
    async close() {
      for (const close of closers.splice(0).reverse()) await close();
    },
  };
  return harness;
}
