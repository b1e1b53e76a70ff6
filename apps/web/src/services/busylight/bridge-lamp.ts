import { BUSYLIGHT_ORIGIN, type LampCommand, lampQuery } from "@mobex/busylight-protocol/lamp-query";

// A lamp service on this computer answers at once; one that hangs counts as not there.
const BRIDGE_TIMEOUT_MS = 2_500;

/**
 * spec 1 §7: GET on the local machine, port 8989. The status code of the answer, or null when
 * nothing answers (no service listening: the spec's 500, "software not installed").
 */
export async function askBridge(command: LampCommand, signal?: AbortSignal): Promise<number | null> {
  const timeout = AbortSignal.timeout(BRIDGE_TIMEOUT_MS);
  try {
    const answer = await fetch(`${BUSYLIGHT_ORIGIN}/?${lampQuery(command)}`, {
      cache: "no-store",
      signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    });
    await answer.body?.cancel();
    return answer.status;
  } catch {
    return null;
  }
}
