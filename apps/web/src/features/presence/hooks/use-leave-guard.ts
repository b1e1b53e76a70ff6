import { useState } from "react";
import { useBlocker } from "react-router";

/**
 * spec 1 §4 Board editor: "Leaving with unsaved changes prompts for confirmation" — also when the
 * user navigates away (back button, a link), not only with Cancel. `release` lets a save or delete
 * leave without asking.
 */
export function useLeaveGuard(dirty: boolean) {
  const [released, setReleased] = useState(false);
  const blocker = useBlocker(dirty && !released);
  return {
    blocked: blocker.state === "blocked",
    proceed: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
    release: () => setReleased(true),
  };
}
