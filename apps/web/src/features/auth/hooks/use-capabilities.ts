import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useProfile } from "../api/get-profile";
import { useAccessClaims } from "./use-access-claims";
import {
  type AllowedFeatures,
  type Capabilities,
  allowedFeatures,
  capabilitiesOf,
} from "../model/capabilities";
import { useSettingsStore } from "../../../shared/settings/settings-store";

/** What the administrator and provisioning allow this user (spec 1 §6). */
export function useAllowedFeatures(): AllowedFeatures {
  const profile = useProfile().data;
  const claims = useAccessClaims();
  return useMemo(() => allowedFeatures(profile, claims), [profile, claims]);
}

/**
 * The one place that says whether video, chat, conferences and the phone book are
 * on for this user: every control that offers one of them reads it.
 */
export function useCapabilities(): Capabilities {
  const allowed = useAllowedFeatures();
  const switches = useSettingsStore(
    useShallow(({ disableVideo, disableChat }) => ({ disableVideo, disableChat })),
  );
  return useMemo(() => capabilitiesOf(allowed, switches), [allowed, switches]);
}
