import { ChunkLoadError } from "./lazy-with-timeout";

// What each engine throws when a dynamic import cannot fetch its module: Chromium, Firefox, Safari.
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * A part of the app that could not be fetched (offline, server away, or replaced by a newer
 * build). Browsers remember a failed module for the page's life, so only a reload brings it.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof TypeError && FAILED_IMPORT.test(error.message));
}
