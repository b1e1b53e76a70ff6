import { useCallStore } from "../../calls/commands";
import { failedCallReport } from "./failed-call-report";
import { enqueue } from "./report-queue";

/** Reports each call that fails (failedCallReport says which), once; returns the unsubscribe. */
export function watchFailedCalls(): () => void {
  const reported = new Set<string>();
  return useCallStore.subscribe(({ calls }) => {
    for (const call of calls) {
      if (call.status !== "failed" || reported.has(call.id)) continue;
      reported.add(call.id);
      const report = failedCallReport(call);
      if (report !== null) enqueue(report);
    }
    // A call leaves the store for good a moment after it ends: its id is not needed any more.
    for (const id of reported) if (!calls.some((call) => call.id === id)) reported.delete(id);
  });
}
