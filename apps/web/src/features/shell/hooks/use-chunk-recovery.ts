import { useContext, useEffect, useState } from "react";
import { probeVersionFile, serverReachability } from "../../../shared/connection/server-reachability";
import { useReachability } from "../../../shared/connection/use-reachability";
import { LiveCallSource } from "../model/live-call-source";
import { CHUNK_RELOAD_KEY, type ChunkRecovery, chunkRecoveryOf } from "../model/chunk-recovery";
import { reloadWithoutPrompt } from "../model/unload-guard";

function storedReloadAt(): number | null {
  const stored = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/**
 * For a screen whose code could not be fetched: reloads the page as soon as that is safe (the
 * server answers, no call is up), and says meanwhile what it waits for (model/chunk-recovery.ts).
 */
export function useChunkRecovery(): ChunkRecovery {
  const reachability = useReachability();
  const useHasLiveCall = useContext(LiveCallSource);
  const liveCall = useHasLiveCall();
  const [failedAt] = useState(() => Date.now());
  const [lastReloadAt] = useState(storedReloadAt);
  const recovery = chunkRecoveryOf({ reachability, liveCall, lastReloadAt, now: failedAt });

  useEffect(() => {
    if (recovery !== "reload") return undefined;
    let current = true;
    // "reachable" may not have noticed a loss yet; reloading without the server would leave the
    // browser's own error page instead of the app.
    void probeVersionFile().then((answered) => {
      if (!current) return;
      if (!answered) {
        serverReachability.reportFailure();
        return;
      }
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      reloadWithoutPrompt();
    });
    return () => {
      current = false;
    };
  }, [recovery]);

  return recovery;
}
