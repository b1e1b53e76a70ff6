import { Suspense, lazy } from "react";
import { withChunkTimeout } from "../../../shared/lib/lazy-with-timeout";

// The drag library comes with the first screen that drags, not with the home screen.
const LazyTransferDropTargets = lazy(() =>
  withChunkTimeout(() => import("../transfer-drag/transfer-drop-targets")),
);

/** The call's drop targets for a screen's drag area (shared/drag): what a drop there does to the call. */
export function CallDropTargets() {
  return (
    <Suspense fallback={null}>
      <LazyTransferDropTargets />
    </Suspense>
  );
}
