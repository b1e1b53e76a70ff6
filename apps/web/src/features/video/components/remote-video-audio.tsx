import { useEffect, useRef } from "react";
import { useVideoStreamsStore } from "../model/video-streams-store";

/**
 * The far side's sound, played once wherever the user is (the video elements are muted, so that
 * the drawer's panel and the video screen do not play it twice).
 */
export function RemoteVideoAudio() {
  const remote = useVideoStreamsStore((state) => state.remote);
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (audio.current !== null) audio.current.srcObject = remote;
  }, [remote]);
  return remote === null ? null : <audio ref={audio} autoPlay hidden />;
}
