import { useEffect, useRef } from "react";
import { routeTo } from "../../../shared/lib/audio-output";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { useVideoStreamsStore } from "../model/video-streams-store";

/**
 * The far side's sound, played once wherever the user is (the video elements are muted, so that
 * the drawer's panel and the video screen do not play it twice), on the chosen speaker (spec 1 §3
 * Settings audioOutput), as a voice call's is — a speaker chosen during the call takes it at once.
 */
export function RemoteVideoAudio() {
  const remote = useVideoStreamsStore((state) => state.remote);
  const speaker = useSettingsStore((state) => state.audioOutput);
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (audio.current !== null) audio.current.srcObject = remote;
  }, [remote]);
  useEffect(() => {
    if (audio.current !== null) void routeTo(audio.current, speaker);
  }, [remote, speaker]);
  return remote === null ? null : <audio ref={audio} autoPlay hidden />;
}
