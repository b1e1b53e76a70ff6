import { QueryClient } from "@tanstack/react-query";
import { shouldRetry } from "./polling";
import { onQueryCacheReset } from "./query-cache-reset";

/** One cache for the whole app; logout clears it (spec 1 §4: logout clears everything local). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 5_000 },
    mutations: { retry: false },
  },
});

onQueryCacheReset(() => queryClient.clear());
