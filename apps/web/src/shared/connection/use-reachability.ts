import { useSyncExternalStore } from "react";
import { type Reachability, serverReachability } from "./server-reachability";

/** The server's reachability; reading it is what keeps it watched. */
export function useReachability(): Reachability {
  return useSyncExternalStore(
    serverReachability.subscribe,
    serverReachability.getSnapshot,
    () => "reachable" as const,
  );
}
