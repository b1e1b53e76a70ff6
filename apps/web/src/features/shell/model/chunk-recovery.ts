import type { Reachability } from "../../../shared/connection/server-reachability";

/** When the page last reloaded itself to fetch a screen that had failed (session storage, epoch ms). */
export const CHUNK_RELOAD_KEY = "chunk_reload_at";
// A reload that did not bring the screen back is not repeated by itself: the user then reloads.
export const RELOAD_AGAIN_AFTER_MS = 30_000;

/**
 * What a screen whose code could not be fetched does about it (issue 9): browsers remember the
 * failed module until the page reloads, so the page reloads itself — once the server answers, and
 * never during a call, which a reload would cut off.
 */
export type ChunkRecovery = "waitingForConnection" | "waitingForCall" | "reload" | "offerReload";

export interface ChunkRecoverySources {
  readonly reachability: Reachability;
  readonly liveCall: boolean;
  readonly lastReloadAt: number | null;
  readonly now: number;
}

export function chunkRecoveryOf({
  reachability,
  liveCall,
  lastReloadAt,
  now,
}: ChunkRecoverySources): ChunkRecovery {
  if (reachability !== "reachable") return "waitingForConnection";
  if (liveCall) return "waitingForCall";
  if (lastReloadAt !== null && now - lastReloadAt < RELOAD_AGAIN_AFTER_MS) return "offerReload";
  return "reload";
}

export const chunkRecoveryTexts: Record<ChunkRecovery, string> = {
  waitingForConnection: "This page opens by itself when the connection is back.",
  waitingForCall: "This page opens by itself when your call ends.",
  reload: "Opening the page again…",
  offerReload: "Reload the page to try again.",
};
