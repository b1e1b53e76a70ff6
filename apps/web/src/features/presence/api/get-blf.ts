import { BLF_POLL_INTERVAL_MS, type BlfEntry, blfGetEndpoint } from "@mobex/contracts/blf";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";
import { type ApiError, isApiError } from "../../../shared/api/api-error";
import { pollEvery } from "../../../shared/api/polling";

/** spec 1 §8: code 204 means no button is configured, which is a state of its own, not an error. */
export type BlfAnswer =
  { readonly kind: "configured"; readonly entries: readonly BlfEntry[] } | { readonly kind: "notConfigured" };

export async function getBlf(signal?: AbortSignal): Promise<BlfAnswer> {
  try {
    const answer = await call(blfGetEndpoint, {}, { signal });
    if (answer.code === 204) return { kind: "notConfigured" };
    return { kind: "configured", entries: dataOf(answer) ?? [] };
  } catch (error) {
    // spec 1 §8: "400 on BLF — Logged only"; the board screen does not show it (board-view-state.ts).
    if (isRefused(error)) console.warn("BLF request refused (400):", error.message);
    throw error;
  }
}

/** spec 1 §8: 400 on BLF — a refused request, logged and otherwise ignored. */
export function isRefused(error: unknown): error is ApiError {
  return isApiError(error, "http") && error.code === 400;
}

/** spec 1 §8: 429 on BLF — the page polls too quickly. */
export function isTooFast(error: unknown): boolean {
  return isApiError(error, "http") && error.code === 429;
}

const pollBlf = pollEvery(BLF_POLL_INTERVAL_MS);

export const blfQueryOptions = () =>
  queryOptions({
    queryKey: ["blf"],
    queryFn: ({ signal }) => getBlf(signal),
    // A 429 asks the page to wait a few minutes: polling on would only prolong it.
    refetchInterval: (query) => (isTooFast(query.state.error) ? false : pollBlf(query)),
    refetchOnWindowFocus: true,
    // A quick return to the screen reuses an answer younger than one poll instead of asking again.
    staleTime: BLF_POLL_INTERVAL_MS - 1_000,
  });

export function useBlf() {
  return useQuery(blfQueryOptions());
}
