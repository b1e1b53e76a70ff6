import { useEffect } from "react";

// spec 1 §9: "Leaving with ongoing uploads warns 'You still have ongoing uploads!'".
export const ONGOING_UPLOADS_TEXT = "You still have ongoing uploads!";

/**
 * While `uploading`, leaving the page (closing the tab, reloading, applying an update) asks first,
 * with the spec's words where the browser shows a page's own text. Chromium and Firefox show their
 * own sentence; the prompt itself is what keeps an upload from being cut off.
 */
export function useOngoingUploadGuard(uploading: boolean): void {
  useEffect(() => {
    if (!uploading) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ONGOING_UPLOADS_TEXT;
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [uploading]);
}
