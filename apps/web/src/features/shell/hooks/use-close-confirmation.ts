import { useEffect } from "react";
import { clientTexts } from "@mobex/contracts/errors";
import { isUnloadAllowed } from "../model/unload-guard";

/**
 * spec 1 §4: "Closing the tab asks 'Are you sure you want to close?'". Browsers show their own words;
 * the text is still set for those that use it.
 */
export function useCloseConfirmation(): void {
  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isUnloadAllowed()) return;
      event.preventDefault();
      event.returnValue = clientTexts.closeTab;
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, []);
}
