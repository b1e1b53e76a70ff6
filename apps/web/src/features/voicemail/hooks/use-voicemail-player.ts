import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useSettingsStore } from "../../../shared/settings/settings-store";
import { notify } from "../../../shared/ui/notify-store";
import { voicemailAudioQueryOptions } from "../api/voicemail-audio";
import { useMarkHeard } from "../api/voicemail-changes";
import { type PlaybackSnapshot, VoicemailPlayback } from "../model/voicemail-playback";
import { voicemailTexts } from "../model/voicemail-texts";

/**
 * The visual voicemail's player: recordings play in the page on the speaker chosen in Settings
 * (spec 1 §3 audioOutput, like call audio); a message that starts to play is marked heard.
 */
export function useVoicemailPlayer(): { playback: VoicemailPlayback; snapshot: PlaybackSnapshot } {
  const client = useQueryClient();
  // TanStack Query keeps `mutate` the same function for the component's life.
  const { mutate: markHeard } = useMarkHeard();
  const [playback] = useState(
    () =>
      new VoicemailPlayback({
        load: (id) => client.fetchQuery(voicemailAudioQueryOptions(id)),
        output: () => useSettingsStore.getState().audioOutput,
        started: (message) => {
          if (!message.heard) markHeard({ id: message.id, heard: true });
        },
        failed: () => notify(voicemailTexts.playFailed, "error"),
      }),
  );
  const audioOutput = useSettingsStore((settings) => settings.audioOutput);
  useEffect(() => playback.route(audioOutput), [playback, audioOutput]);
  useEffect(() => () => playback.dispose(), [playback]);
  const snapshot = useSyncExternalStore(playback.subscribe, playback.getSnapshot);
  return { playback, snapshot };
}
