/** The voicemail feature's public face for other features (ARCHITECTURE.md, Layout). */
export { VOICEMAIL_PATH, VoicemailButton } from "./components/voicemail-button";
export { useMyNewVoicemails } from "./hooks/use-my-new-voicemails";
export { useVoicemailLiveUpdates } from "./hooks/use-voicemail-live-updates";
