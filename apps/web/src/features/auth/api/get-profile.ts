import { profileEndpoint } from "@mobex/contracts/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../shared/api/api-error";
import { call, dataOf } from "../../../shared/api/api-client";
import { pollEvery } from "../../../shared/api/polling";
import { decodeAccessToken } from "../model/access-token";
import { useAuthStore } from "../model/auth-store";

// spec 1 §9: "Polling: profile 20 s".
export const PROFILE_POLL_MS = 20_000;

export async function getProfile(signal?: AbortSignal) {
  const token = useAuthStore.getState().session?.token;
  const phone = token === undefined ? undefined : decodeAccessToken(token)?.phone;
  const profile = dataOf(await call(profileEndpoint, { name: phone }, { signal }));
  if (profile === null) throw new ApiError("invalidAnswer", "The profile answer had no data");
  return profile;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: ({ signal }) => getProfile(signal),
    refetchInterval: pollEvery(PROFILE_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: PROFILE_POLL_MS,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
