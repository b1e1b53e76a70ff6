import type { VoicemailMessage } from "@mobex/contracts/voicemail-box";
import { useQueryClient } from "@tanstack/react-query";
import { notify } from "../../../shared/ui/notify-store";
import { voicemailAudioQueryOptions } from "../api/voicemail-audio";
import { downloadFileName } from "../model/voicemail-list";
import { voicemailTexts } from "../model/voicemail-texts";

// The browser reads the object URL when the download starts; it is released well after.
const RELEASE_URL_AFTER_MS = 60_000;

/** Saves a recording as a WAV file named by date and caller. */
export function useVoicemailDownload(): (message: VoicemailMessage, caller: string) => void {
  const client = useQueryClient();
  return (message, caller) => {
    client
      .fetchQuery(voicemailAudioQueryOptions(message.id))
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement("a");
        link.href = url;
        link.download = downloadFileName(message, caller);
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), RELEASE_URL_AFTER_MS);
      })
      .catch(() => notify(voicemailTexts.playFailed, "error"));
  };
}
