import { BLF_STALE_AFTER_MS } from "@mobex/contracts/blf";

/** spec 1 §9: "BLF 5 s (stale after 10 s)" — the moment an answer received at `updatedAtMs` stops being the truth. */
export function staleFrom(updatedAtMs: number): number {
  return updatedAtMs + BLF_STALE_AFTER_MS;
}
