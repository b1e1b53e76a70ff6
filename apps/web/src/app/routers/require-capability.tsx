import type { ReactNode } from "react";
import { type Capabilities, useCapabilities, useProfile } from "../../features/auth/commands";
import { NothingHerePage } from "../../features/shell/components/nothing-here-page";

interface RequireCapabilityProps {
  readonly capability: keyof Capabilities;
  readonly children: ReactNode;
}

/**
 * A route that exists only for users who have its feature (spec 1 §2: contacts "only when the
 * phone-book feature flag (cpb) is on"): for anyone else it is an unknown path, 'Nothing Here'.
 * Nothing is drawn until the profile says which it is.
 */
export function RequireCapability({ capability, children }: RequireCapabilityProps) {
  const profile = useProfile();
  const capabilities = useCapabilities();
  if (profile.isPending) return null;
  return capabilities[capability] ? children : <NothingHerePage fill="area" />;
}
