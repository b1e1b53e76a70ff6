import { decodeAccessToken, renewalDelayMs } from "./access-token";
import { useAuthStore } from "./auth-store";
import type { RenewalOutcome } from "./renew-session";

// A renewal that failed for a passing reason (network, server error) is tried again after this.
export const RENEWAL_RETRY_MS = 30_000;

function halfLifeMs(expSeconds: number, nowMs: number): number {
  return Math.max(0, (expSeconds * 1000 - nowMs) / 2);
}

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

  const sync = (token: string | null, justIssued: boolean) => {
    if (token === armedFor) return;
    armedFor = token;
    clearTimeout(timer);
    if (token === null) return;
    const claims = decodeAccessToken(token);
    if (claims === null) return arm(0);
    const delay = renewalDelayMs(claims, now());
    // A token issued just now whose whole life is no longer than the lead (ACCESS_TOKEN_TTL_SECONDS
    // may be 60) would be renewed at once, and its successor at once again, for ever: such a token
    // is renewed half way through its life instead, still before its exp.
    arm(justIssued ? Math.max(delay, halfLifeMs(claims.exp, now())) : delay);
  };

  // The stored token may be old: when its renewal is due, it is due now.
  sync(useAuthStore.getState().session?.token ?? null, false);
  const unsubscribe = useAuthStore.subscribe((state) => sync(state.session?.token ?? null, true));
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
