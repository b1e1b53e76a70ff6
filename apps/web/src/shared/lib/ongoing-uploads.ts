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

// spec 2 §5: "… and shows 'You still have unfinished uploads!'" when the user leaves within the app.
export const UNFINISHED_UPLOADS_TEXT = "You still have unfinished uploads!";

/** Asks the user whether to leave while an upload runs; resolves true to leave. */
export type LeaveConfirmer = () => Promise<boolean>;

let leaveConfirmer: LeaveConfirmer | null = null;

/** The feature with uploads running asks before the user signs out; null when nothing runs. */
export function setLeaveConfirmer(confirmer: LeaveConfirmer | null): void {
  leaveConfirmer = confirmer;
}

/** Before signing out: true at once when no upload runs, else the user's answer. */
export function confirmLeaving(): Promise<boolean> {
  return leaveConfirmer?.() ?? Promise.resolve(true);
}
