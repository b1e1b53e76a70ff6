import { useCallShortcuts } from "../hooks/use-call-shortcuts";
import { ShortcutsHelp } from "../keyboard/lazy-shortcuts-help";
import { usePhoneRuntime } from "../hooks/use-phone-runtime";
import { useRingAudioWatch } from "../hooks/use-ring-audio-watch";
import { Suspense, useEffect } from "react";
import { useCallStore } from "../model/call-store";
import { DialErrorToast } from "./dial-error-toast";
import { LazyCallDialogs, preloadCallUi } from "./lazy-call-ui";
import { NotificationToast } from "./notification-toast";

/** The phone for the signed-in shell: its runtime, shortcuts, dialogs, dial errors and notification toasts. */
export function PhoneService() {
  usePhoneRuntime();
  useCallShortcuts();
  useRingAudioWatch();
  const dialogShown = useCallStore((state) => state.dialog !== "none");
  useEffect(preloadCallUi, []);
  return (
    <>
      {dialogShown && (
        <Suspense fallback={null}>
          <LazyCallDialogs />
        </Suspense>
      )}
      <DialErrorToast />
      <NotificationToast />
      <ShortcutsHelp />
    </>
  );
}
