import { decodeAccessToken, renewalDelayMs } from "./access-token";
import { useAuthStore } from "./auth-store";
import type { RenewalOutcome } from "./renew-session";

// A renewal that failed for a passing reason (network, server error) is tried again after this.
export const RENEWAL_RETRY_MS = 30_000;

interface SchedulerDeps {
  readonly renew: () => Promise<RenewalOutcome>;
  readonly now?: () => number;
}

/**
 * Arms one timer per access token: renew shortly before `exp` (spec 1 §4). A new token re-arms it,
 * sign-out disarms it. Returns the disposer.
 */
export function startRenewalScheduler({ renew, now = Date.now }: SchedulerDeps): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armedFor: string | null = null;

  const arm = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void renew().then((outcome) => {
        if (outcome === "failed") arm(RENEWAL_RETRY_MS);
      });
    }, delayMs);
  };

  const sync = (token: string | null) => {
    if (token === armedFor) return;
    armedFor = token;
    clearTimeout(timer);
    if (token === null) return;
    const claims = decodeAccessToken(token);
    arm(claims === null ? 0 : renewalDelayMs(claims, now()));
  };

  sync(useAuthStore.getState().session?.token ?? null);
  const unsubscribe = useAuthStore.subscribe((state) => sync(state.session?.token ?? null));
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
