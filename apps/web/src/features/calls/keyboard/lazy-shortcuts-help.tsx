import { Suspense } from "react";
import { lazyWithTimeout } from "../../../shared/lib/lazy-with-timeout";
import { useShortcutsHelpStore } from "./shortcuts-help-store";

// Loaded on first use: the list is rarely opened and stays out of the signed-in layout's chunk.
const ShortcutsHelpDialog = lazyWithTimeout(() =>
  import("./shortcuts-help-dialog").then((module) => module.ShortcutsHelpDialog),
);

/** The shortcuts help, mounted while it is open. */
export function ShortcutsHelp() {
  const open = useShortcutsHelpStore((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsHelpDialog />
    </Suspense>
  );
}
