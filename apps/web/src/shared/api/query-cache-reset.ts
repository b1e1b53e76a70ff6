// Logout empties the query cache (spec 1 §4: logout clears everything local), but the cache —
// TanStack Query — arrives with the signed-in screens, not on the login page where logout is
// also reachable (an expired renewal): the cache registers its clearing here when it loads.
let clearCache: (() => void) | null = null;

export function onQueryCacheReset(clear: () => void): void {
  clearCache = clear;
}

/** Empties the query cache if this page has one; a page that never loaded it has nothing to clear. */
export function resetQueryCache(): void {
  clearCache?.();
}
