import { Suspense, useEffect, useState } from "react";
import { lazyWithTimeout } from "../../../shared/lib/lazy-with-timeout";
import { useAccessClaims, useCapabilities, useProfile } from "../../auth/commands";
import { useVideoRoute } from "../hooks/use-video-route";
import { useVideoCallStore, videoCallTransitions } from "../model/video-call-store";
import { loadVideoRuntime } from "../runtime/load-video-runtime";
import { RemoteVideoAudio } from "./remote-video-audio";

const LazyVideoNoticeToast = lazyWithTimeout(
  async () => (await import("./video-notice-toast")).VideoNoticeToast,
);

/**
 * Connects the video signalling socket (spec 1 §7) once the phone has been "Ready for calls" and
 * while video is enabled, in an idle moment so that it never competes with the home screen; switching
 * video off disconnects it, so colleagues no longer see this device as online with video. Also the
 * far side's sound, the `video` route's entry and exit, and why a call ended.
 */
export function VideoService({ phoneReady }: { readonly phoneReady: boolean }) {
  const enabled = useCapabilities().videoEnabled;
  const ownNumber = useAccessClaims()?.phone ?? null;
  const socketUrl = useProfile().data?.video_socket_url ?? null;
  const noticeShown = useVideoCallStore((state) => state.notice !== null);
  useVideoRoute();
  const [phoneWasReady, setPhoneWasReady] = useState(phoneReady);
  if (phoneReady && !phoneWasReady) setPhoneWasReady(true);

  useEffect(() => videoCallTransitions.ownNumberKnown(ownNumber), [ownNumber]);

  useEffect(() => {
    if (!phoneWasReady || !enabled || socketUrl === null) return undefined;
    let disconnect: (() => void) | null = null;
    let current = true;
    const idle = requestIdleCallback(
      () => {
        loadVideoRuntime().then(
          (runtime) => {
            if (current) disconnect = runtime.goOnline(socketUrl);
          },
          // The next enablement or call fetches it again.
          () => undefined,
        );
      },
      { timeout: 2000 },
    );
    return () => {
      current = false;
      cancelIdleCallback(idle);
      disconnect?.();
    };
  }, [phoneWasReady, enabled, socketUrl]);

  return (
    <>
      <RemoteVideoAudio />
      {noticeShown && (
        <Suspense fallback={null}>
          <LazyVideoNoticeToast />
        </Suspense>
      )}
    </>
  );
}
