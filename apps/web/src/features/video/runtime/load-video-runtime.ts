import { withChunkTimeout } from "../../../shared/lib/lazy-with-timeout";
import type { VideoRuntime } from "./video-runtime-api";

let loading: Promise<VideoRuntime> | null = null;

/**
 * The signalling client, the peer connection and socket.io-client, as one lazy chunk (ARCHITECTURE.md
 * budget). A failed fetch is tried again at the next call.
 */
export function loadVideoRuntime(): Promise<VideoRuntime> {
  loading ??= withChunkTimeout(() => import("./video-runtime")).then(
    (module) => module.videoRuntime,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
