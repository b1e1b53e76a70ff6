import type { ReactNode } from "react";
import { type Capabilities, useCapabilities, useProfile } from "../../features/auth/commands";

interface RequireCapabilityProps {
  readonly capability: keyof Capabilities;
  /** What a user without the feature sees: the router's 'Nothing Here' (passed in, so that this lazy chunk does not split the entry's MUI pieces off it). */
  readonly unavailable: ReactNode;
  readonly children: ReactNode;
}

/**
 * A route that exists only for users who have its feature (spec 1 §2: contacts "only when the
 * phone-book feature flag (cpb) is on"): for anyone else it is an unknown path, 'Nothing Here'.
 * Nothing is drawn until the profile says which it is.
 */
export function RequireCapability({ capability, unavailable, children }: RequireCapabilityProps) {
  const profile = useProfile();
  const capabilities = useCapabilities();
  if (profile.isPending) return null;
  return capabilities[capability] ? children : unavailable;
}
