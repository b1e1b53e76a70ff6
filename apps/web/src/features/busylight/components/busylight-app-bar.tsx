import { Suspense } from "react";
import { lazyWithTimeout } from "../../../shared/lib/lazy-with-timeout";
import { useBusylight } from "../hooks/use-busylight";
import { useLampRuntime } from "../hooks/use-lamp-runtime";
import { useBusylightStore } from "../model/busylight-store";
import { BusylightStatusIcon } from "./busylight-status-icon";
import { CallAttentionToggle } from "./call-attention-toggle";

// The dialogs are lazy chunks: most sessions never open them (ARCHITECTURE.md budgets).
const BusylightProblemDialog = lazyWithTimeout(() =>
  import("./busylight-problem-dialog").then((module) => module.BusylightProblemDialog),
);
const BusylightSettingsDialog = lazyWithTimeout(() =>
  import("./busylight-settings-dialog").then((module) => module.BusylightSettingsDialog),
);

/**
 * spec 1 §2 App bar: the busylight call-attention toggle and status icon, shown while the busylight
 * is allowed (spec 1 §6 flag) and switched on; also the place its dialogs open from.
 */
export function BusylightAppBarItems() {
  const busylight = useBusylight();
  const state = useLampRuntime(busylight.active, busylight.settings);
  const problem = useBusylightStore((store) => store.problem);
  const settingsOpen = useBusylightStore((store) => store.settingsOpen);
  if (!busylight.allowed) return null;
  return (
    <>
      {state !== null && busylight.settings !== undefined && (
        <>
          <CallAttentionToggle />
          <BusylightStatusIcon state={state} settings={busylight.settings} />
        </>
      )}
      <Suspense fallback={null}>
        {problem !== null && <BusylightProblemDialog key={problem} problem={problem} />}
        {settingsOpen && <BusylightSettingsDialog />}
      </Suspense>
    </>
  );
}
