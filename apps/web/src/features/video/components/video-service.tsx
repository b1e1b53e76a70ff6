import { useEffect, useState } from "react";
import { useAccessClaims, useCapabilities } from "../../auth/commands";
import { videoCallTransitions } from "../model/video-call-store";
import { loadVideoRuntime } from "../runtime/load-video-runtime";

/**
 * Connects the video signalling socket (spec 1 §7) once the phone has been "Ready for calls" and
 * while video is enabled, in an idle moment so that it never competes with the home screen; switching
 * video off disconnects it, so colleagues no longer see this device as online with video.
 */
export function VideoService({ phoneReady }: { readonly phoneReady: boolean }) {
  const enabled = useCapabilities().videoEnabled;
  const ownNumber = useAccessClaims()?.phone ?? null;
  const [phoneWasReady, setPhoneWasReady] = useState(phoneReady);
  if (phoneReady && !phoneWasReady) setPhoneWasReady(true);

  useEffect(() => videoCallTransitions.ownNumberKnown(ownNumber), [ownNumber]);

  useEffect(() => {
    if (!phoneWasReady || !enabled) return undefined;
    let disconnect: (() => void) | null = null;
    let current = true;
    const idle = requestIdleCallback(
      () => {
        loadVideoRuntime().then(
          (runtime) => {
            if (current) disconnect = runtime.goOnline();
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
  }, [phoneWasReady, enabled]);

  return null;
}
