import { useEffect, useRef } from "react";
import { useRoomStore } from "../model/room-store";

type RoutableAudio = HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };

/** Plays one remote participant's sound on the chosen speaker, where the browser can route it. */
export function TrackAudio({ track, label }: { readonly track: MediaStreamTrack; readonly label: string }) {
  const audio = useRef<RoutableAudio>(null);
  const speakerId = useRoomStore((state) => state.speakerId);
  useEffect(() => {
    if (audio.current !== null) audio.current.srcObject = new MediaStream([track]);
  }, [track]);
  useEffect(() => {
    audio.current?.setSinkId?.(speakerId).catch(() => undefined);
  }, [speakerId]);
  return <audio ref={audio} autoPlay aria-label={label} />;
}
