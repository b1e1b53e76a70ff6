import { useEffect } from "react";
import { toneWav } from "../audio/tone-wav";
import { callTransitions, useCallStore } from "../model/call-store";

/**
 * Whether this page may play sound now: a silent clip is played, as browsers refuse audible
 * playback before a user gesture unless the site has earned it (autoplay policies differ, so asking
 * beats guessing).
 */
async function probeAutoplay(): Promise<"allowed" | "needsInteraction"> {
  const url = URL.createObjectURL(
    new Blob([toneWav([{ hz: [], ms: 60 }]).slice().buffer], { type: "audio/wav" }),
  );
  const audio = new Audio(url);
  try {
    await audio.play();
    audio.pause();
    return "allowed";
  } catch (error) {
    return error instanceof DOMException && error.name === "NotAllowedError" ? "needsInteraction" : "allowed";
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * spec 1 §2 App bar: "warning icon when audio cannot ring before page interaction" — shown while
 * the browser would refuse the ring; the first gesture on the page clears it.
 */
export function useRingAudioWatch(): void {
  useEffect(() => {
    let current = true;
    void probeAutoplay().then((result) => {
      if (current && result === "needsInteraction") callTransitions.ringAudioChanged(result);
    });
    const handleGesture = () => {
      if (useCallStore.getState().ringAudio === "needsInteraction")
        callTransitions.ringAudioChanged("allowed");
    };
    const options = { capture: true, passive: true };
    window.addEventListener("pointerdown", handleGesture, options);
    window.addEventListener("keydown", handleGesture, options);
    return () => {
      current = false;
      window.removeEventListener("pointerdown", handleGesture, options);
      window.removeEventListener("keydown", handleGesture, options);
    };
  }, []);
}
