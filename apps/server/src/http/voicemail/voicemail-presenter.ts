import type { VoicemailMessage } from "@mobex/contracts/voicemail-box";
import type { VoicemailRow } from "../../domain/voicemail/voicemail-store";

/** A stored message as the visual voicemail's list shows it (voicemail/list). */
export function presentVoicemail(row: VoicemailRow): VoicemailMessage {
  return {
    id: row.id,
    caller_number: row.callerNumber,
    caller_name: row.callerName,
    received_at: row.receivedAt.toISOString(),
    duration: row.durationSeconds,
    heard: row.heardAt !== null,
  };
}
