import { Suspense } from "react";
import { lazyWithTimeout } from "../../../shared/lib/lazy-with-timeout";
import { isVideoCallActive, useVideoCallStore } from "../model/video-call-store";

const LazyVideoCallPanel = lazyWithTimeout(async () => (await import("./video-call-panel")).VideoCallPanel);

/** The call drawer's video call panel (spec 1 §2), while a video call exists. */
export function VideoCallPanelWhenActive() {
  const active = useVideoCallStore(isVideoCallActive);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LazyVideoCallPanel />
    </Suspense>
  );
}
