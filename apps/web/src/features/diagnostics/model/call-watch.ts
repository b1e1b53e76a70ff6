import { useCallStore } from "../../calls/commands";
import { failedCallReport } from "./failed-call-report";
import { enqueue, recordStep } from "./report-queue";

/**
 * Follows the calls: each change of a call's status is a step (kept in debug mode), and each call
 * that fails is reported once (failedCallReport says which). The steps name the direction and the
 * status only, never the number. Returns the unsubscribe.
 */
export function watchCalls(): () => void {
  const seen = new Map<string, string>();
  return useCallStore.subscribe(({ calls }) => {
    for (const call of calls) {
      const before = seen.get(call.id);
      if (before === call.status) continue;
      seen.set(call.id, call.status);
      recordStep({
        category: "call",
        message: `${call.direction === "in" ? "incoming" : "outgoing"} call ${call.status}`,
      });
      if (call.status !== "failed") continue;
      const report = failedCallReport(call);
      if (report !== null) enqueue(report);
    }
    // A call leaves the store for good a moment after it ends: its id is not needed any more.
    for (const id of seen.keys()) if (!calls.some((call) => call.id === id)) seen.delete(id);
  });
}
