import type { AccessTokenClaims } from "@mobex/contracts/auth";
import type { Profile } from "@mobex/contracts/profile";
import type { Settings } from "../../../shared/settings/settings-store";

/**
 * What the administrator and provisioning let this user have (spec 1 §6 "Capabilities are feature
 * flags"). A switch for a feature that is not allowed is hidden (spec 1 §5).
 */
export interface AllowedFeatures {
  readonly video: boolean;
  readonly chat: boolean;
  readonly busylight: boolean;
  readonly conference: boolean;
  readonly phoneBook: boolean;
}

/**
 * What the app offers now: the allowed features less those the user switched off. The busylight is
 * not here: its "Hardware busylight" switch is one of its settings, stored on the server with the
 * lamp's colours (features/busylight, spec 1 §3), and it reads `AllowedFeatures.busylight`.
 */
export interface Capabilities {
  readonly videoEnabled: boolean;
  readonly chatEnabled: boolean;
  readonly conferenceEnabled: boolean;
  readonly phoneBookEnabled: boolean;
}

export type FeatureSwitches = Pick<Settings, "disableVideo" | "disableChat">;

const NOTHING_ALLOWED: AllowedFeatures = {
  video: false,
  chat: false,
  busylight: false,
  conference: false,
  phoneBook: false,
};

/**
 * spec 1 §6: chat_support '1' enables chat unless the administrator disabled it; "video_support
 * other than '1' disables it", read from the provisioned token and from the profile, which follows
 * an administrator's change within one poll; cpb '1' is the phone book. Until the profile is known
 * nothing is allowed, so that no flagged control flashes in and out.
 */
export function allowedFeatures(
  profile: Profile | undefined,
  claims: Pick<AccessTokenClaims, "video_support"> | null,
): AllowedFeatures {
  if (profile === undefined) return NOTHING_ALLOWED;
  return {
    video: profile.video_support === "1" && claims?.video_support === "1",
    chat: profile.chat_support === "1" && profile.chat_disabled !== "1",
    busylight: profile.busylight === "1",
    conference: profile.conference === "1",
    phoneBook: profile.cpb === "1",
  };
}

/** spec 1 §2 System Settings: "disable video calls", "disable chat". */
export function capabilitiesOf(allowed: AllowedFeatures, switches: FeatureSwitches): Capabilities {
  return {
    videoEnabled: allowed.video && !switches.disableVideo,
    chatEnabled: allowed.chat && !switches.disableChat,
    conferenceEnabled: allowed.conference,
    phoneBookEnabled: allowed.phoneBook,
  };
}
