import { Suspense } from "react";
import { lazyWithTimeout } from "../../../shared/lib/lazy-with-timeout";
import { useBusylight } from "../hooks/use-busylight";
import { useLampRuntime } from "../hooks/use-lamp-runtime";
import { useBusylightStore } from "../model/busylight-store";

// The dialogs are lazy chunks: most sessions never open them (ARCHITECTURE.md budgets).
const BusylightProblemDialog = lazyWithTimeout(() =>
  import("./busylight-problem-dialog").then((module) => module.BusylightProblemDialog),
);
const BusylightSettingsDialog = lazyWithTimeout(() =>
  import("./busylight-settings-dialog").then((module) => module.BusylightSettingsDialog),
);

/**
 * The busylight behind the app bar while it is allowed (spec 1 §6 flag): keeps the lamp on the user's
 * line and hosts its dialogs. Its two icons (CallAttentionToggle, BusylightStatusIcon) are placed by
 * the app bar apart from it, so that they can move into its More menu without restarting the lamp.
 */
export function BusylightRuntime() {
  const busylight = useBusylight();
  useLampRuntime(busylight.active, busylight.settings);
  const problem = useBusylightStore((store) => store.problem);
  const settingsOpen = useBusylightStore((store) => store.settingsOpen);
  if (!busylight.allowed) return null;
  return (
    <>
      <Suspense fallback={null}>
        {problem !== null && <BusylightProblemDialog key={problem} problem={problem} />}
        {settingsOpen && <BusylightSettingsDialog />}
      </Suspense>
    </>
  );
}
