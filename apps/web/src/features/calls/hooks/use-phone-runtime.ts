import type { AccessTokenClaims } from "@mobex/contracts/auth";
import type { Profile } from "@mobex/contracts/profile";
import { APP_VERSION } from "@mobex/contracts/version";
import { useEffect, useEffectEvent, useRef } from "react";
import { withChunkTimeout } from "../../../shared/lib/lazy-with-timeout";
import { useAccessClaims, useProfile } from "../../auth/commands";
import { deviceInstanceId } from "../model/device-instance";
import { setPhone } from "../model/phone-api";
import type { PhoneConfig, PhoneRuntime } from "../runtime/phone";

// spec 1 §7: "user agent tagged as web softphone with version".
const USER_AGENT = `Mobex Web Softphone ${APP_VERSION}`;

/** What identifies the line: a change of any of these starts a new user agent. */
function lineKey(profile: Profile | undefined, claims: AccessTokenClaims | null): string | null {
  if (profile === undefined || claims === null || profile.sip_ws_url === "") return null;
  return [profile.sip_ws_url, profile.sip_domain, claims.phone, profile.stun_servers.join(" ")].join("|");
}

type IceServersOf = (urls: readonly string[], username: string, credential: string) => RTCIceServer[];

function phoneConfig(line: Profile, claims: AccessTokenClaims, iceServersOf: IceServersOf): PhoneConfig {
  return {
    engine: {
      wsUrl: line.sip_ws_url,
      aor: `sip:${claims.phone}@${line.sip_domain}`,
      authorizationUser: claims.username,
      password: claims.password,
      displayName: line.name,
      userAgent: USER_AGENT,
      instanceId: deviceInstanceId(),
    },
    ownNumber: claims.phone,
    iceServers: iceServersOf(line.stun_servers, claims.username, claims.password),
  };
}

/**
 * Starts the phone runtime once the session and the profile are known, loading JsSIP then and not
 * before (ARCHITECTURE.md budget: JsSIP stays out of the initial chunk), and ends it on sign-out.
 * A renewed token only hands the user agent its new ephemeral credentials.
 */
export function usePhoneRuntime(): void {
  const profile = useProfile().data;
  const claims = useAccessClaims();
  const key = lineKey(profile, claims);
  const runtime = useRef<PhoneRuntime | null>(null);
  const currentConfig = useEffectEvent((iceServersOf: IceServersOf) =>
    profile === undefined || claims === null ? null : phoneConfig(profile, claims, iceServersOf),
  );

  useEffect(() => {
    if (key === null) return undefined;
    let cancelled = false;
    void withChunkTimeout(() => import("../runtime/phone")).then(({ startPhone, iceServersOf }) => {
      const config = currentConfig(iceServersOf);
      if (cancelled || config === null) return;
      runtime.current = startPhone(config);
      setPhone(runtime.current.api);
    });
    return () => {
      cancelled = true;
      setPhone(null);
      runtime.current?.dispose();
      runtime.current = null;
    };
  }, [key]);

  const username = claims?.username;
  const password = claims?.password;
  useEffect(() => {
    if (username !== undefined && password !== undefined)
      runtime.current?.updateCredentials(username, password);
  }, [username, password]);
}
