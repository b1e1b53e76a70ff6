import { avatarHashEndpoint } from "@mobex/contracts/avatar";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";

// A colleague's picture changes rarely; the presence board carries fresh hashes every 5 s anyway.
export const AVATAR_HASH_STALE_MS = 5 * 60_000;

export const avatarHashKey = (name: string) => ["avatar-hash", name] as const;

export const avatarHashQueryOptions = (name: string) =>
  queryOptions({
    queryKey: avatarHashKey(name),
    queryFn: async ({ signal }) => dataOf(await call(avatarHashEndpoint, { name }, { signal })).avatar_hash,
    staleTime: AVATAR_HASH_STALE_MS,
  });

// Colleagues are reached by extension or full number; anything else (sip:, +44…, *1) has no picture.
const COLLEAGUE_NUMBER = /^\d{2,15}$/;

/** The hash of the picture of `name` (phone or extension); "" without one or while unknown. */
export function useAvatarHash(name: string | undefined): string {
  const enabled = name !== undefined && COLLEAGUE_NUMBER.test(name);
  const query = useQuery({ ...avatarHashQueryOptions(name ?? ""), enabled });
  return enabled ? (query.data ?? "") : "";
}
