/** The voicemail feature's public face for other features (ARCHITECTURE.md, Layout). */
export { VoicemailButton } from "./components/voicemail-button";
export { useMyNewVoicemails } from "./hooks/use-my-new-voicemails";
