import {
  SCREEN_SHARE_FPS,
  SCREEN_SHARE_MAX_FPS,
  VIDEO_ASPECT_RATIO,
  VIDEO_IDEAL_HEIGHT,
  VIDEO_IDEAL_WIDTH,
} from "@mobex/contracts/video";
import { useSettingsStore } from "../../../shared/settings/settings-store";

/** A chosen device that has gone is only preferred, so the call still gets the default one. */
const preferred = (deviceId: string): Pick<MediaTrackConstraints, "deviceId"> =>
  deviceId === "" || deviceId === "default" ? {} : { deviceId: { ideal: deviceId } };

/**
 * The camera of System Settings (spec 1 §3 `videoInput`) at the ideal 1280×720, 16:9 (spec 1 §9),
 * with the microphone and its processing switches as a voice call has them.
 */
export function openCamera(): Promise<MediaStream> {
  const settings = useSettingsStore.getState();
  return navigator.mediaDevices.getUserMedia({
    audio: {
      ...preferred(settings.audioInput),
      echoCancellation: settings.echoCancellation,
      noiseSuppression: settings.noiseSuppression,
      autoGainControl: settings.autoGainControl,
    },
    video: {
      ...preferred(settings.videoInput),
      width: { ideal: VIDEO_IDEAL_WIDTH },
      height: { ideal: VIDEO_IDEAL_HEIGHT },
      aspectRatio: { ideal: VIDEO_ASPECT_RATIO },
    },
  });
}

/** spec 1 §9: screen share at 10 fps, at most 15. */
export async function openScreen(): Promise<MediaStreamTrack | null> {
  const stream = await navigator.mediaDevices.getDisplayMedia({
    video: { frameRate: { ideal: SCREEN_SHARE_FPS, max: SCREEN_SHARE_MAX_FPS } },
    audio: false,
  });
  return stream.getVideoTracks()[0] ?? null;
}
