import type { SessionMediaOptions } from "../../../services/sip/session-media";
import { useSettingsStore } from "../../../shared/settings/settings-store";

/**
 * spec 1 §3 Settings: the chosen microphone and its processing switches. A device that has gone
 * is only preferred (`ideal`), so the call still gets the default microphone rather than failing.
 */
export function mediaOptions(iceServers: readonly RTCIceServer[]): SessionMediaOptions {
  const settings = useSettingsStore.getState();
  const audio: MediaTrackConstraints = {
    echoCancellation: settings.echoCancellation,
    noiseSuppression: settings.noiseSuppression,
    autoGainControl: settings.autoGainControl,
  };
  if (settings.audioInput !== "" && settings.audioInput !== "default") {
    audio.deviceId = { ideal: settings.audioInput };
  }
  return { mediaConstraints: { audio, video: false }, pcConfig: { iceServers: [...iceServers] } };
}

/**
 * spec 1 §7: "SIP over secure WebSocket with STUN servers". TURN URLs get the ephemeral credentials
 * of the access token, the TURN REST scheme coturn verifies (ARCHITECTURE.md, Identity and tokens).
 */
export function iceServersOf(urls: readonly string[], username: string, credential: string): RTCIceServer[] {
  const stun = urls.filter((url) => /^stuns?:/i.test(url));
  const turn = urls.filter((url) => /^turns?:/i.test(url));
  return [
    ...(stun.length > 0 ? [{ urls: stun }] : []),
    ...(turn.length > 0 ? [{ urls: turn, username, credential }] : []),
  ];
}
