/** The voicemail feature's public face for other features (ARCHITECTURE.md, Layout). */
export { VoicemailButton } from "./components/voicemail-button";
