import { useEffect } from "react";
import { callTransitions, useCallStore } from "../model/call-store";

type UserActivation = { readonly hasBeenActive: boolean };

/**
 * Browsers play sound only after the page has had a user gesture. Until then the app bar warns
 * (spec 1 §2: "warning icon when audio cannot ring before page interaction"); the first gesture
 * clears it.
 */
export function useRingAudioWatch(): void {
  useEffect(() => {
    const activation = (navigator as Navigator & { userActivation?: UserActivation }).userActivation;
    if (activation?.hasBeenActive === false) callTransitions.ringAudioChanged("needsInteraction");
    const handleGesture = () => {
      if (useCallStore.getState().ringAudio === "needsInteraction")
        callTransitions.ringAudioChanged("allowed");
    };
    const options = { capture: true, passive: true };
    window.addEventListener("pointerdown", handleGesture, options);
    window.addEventListener("keydown", handleGesture, options);
    return () => {
      window.removeEventListener("pointerdown", handleGesture, options);
      window.removeEventListener("keydown", handleGesture, options);
    };
  }, []);
}
