import type { DialogTracker } from "../dialog/dialog-tracker";
import type { TrackedDialog } from "../dialog/tracked-dialog";
import type { ForkObserver } from "./fork-types";

/** Feeds one INVITE's fork events into the dialog tracker. */
export function dialogObserver(tracker: DialogTracker, dialog: TrackedDialog): ForkObserver {
  return {
    onBranchStarted(branch) {
      const device = branch.target.device ?? { contact: "", connectionId: branch.target.connection.id };
      tracker.addBranch(dialog, branch.id, device);
    },
    onProvisional(branch, response) {
      tracker.provisional(dialog, branch.id, response.toTag());
    },
    onAnswered(branch, response) {
      tracker.answered(dialog, branch.id, response.toTag() ?? "");
    },
    onBranchEnded(branch, status) {
      tracker.branchEnded(dialog, branch.id, status);
    },
    onFailed(response) {
      tracker.failed(dialog, response.status, response.headers.get("Reason"));
    },
  };
}
