import { isSipUri } from "../grammar/sip-uri";
import type { NameAddr } from "../grammar/name-addr";
import { userOf } from "../registrar/aor";
import type { Caller, CallerDecoration } from "./hooks";

/**
 * The decoration the proxy applies: the app's (resolveTarget's, then decorateRequest's on top),
 * and by default the authenticated user in place of a From user the client made up — the callee
 * shows From, so only the proxy decides what it says.
 */
export function effectiveDecoration(
  from: NameAddr,
  caller: Caller,
  fromResolution: CallerDecoration | undefined,
  fromHook: CallerDecoration | null | undefined,
): CallerDecoration | undefined {
  const merged: { displayName?: string; user?: string; headers?: ReadonlyArray<readonly [string, string]> } = {
    ...fromResolution,
    ...(fromHook ?? {}),
  };
  const headers = [...(fromResolution?.headers ?? []), ...(fromHook?.headers ?? [])];
  if (headers.length > 0) merged.headers = headers;
  const authenticatedUser = userOf(caller.aor);
  if (merged.user === undefined && isSipUri(from.uri) && from.uri.user !== authenticatedUser) merged.user = authenticatedUser;
  return Object.keys(merged).length === 0 ? undefined : merged;
}
