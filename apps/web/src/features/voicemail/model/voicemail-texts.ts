/** What the visual voicemail says (issue 12). */
export const voicemailTexts = {
  title: "Voicemail",
  empty: "No voicemail messages",
  emptyHint: "Messages callers leave when you do not answer appear here.",
  loadFailed: "Error getting voicemail messages",
  playFailed: "Error playing the voicemail message",
  changeFailed: "Error changing the voicemail message",
  callVoicemail: "Call voicemail",
  deleteQuestion: "Delete this voicemail message?",
  deleteHint: "The recording is removed for good.",
  deleted: "Voicemail message deleted",
  gone: "That voicemail message was already deleted",
  unknownCaller: "Unknown caller",
  newMark: "New",
} as const;
