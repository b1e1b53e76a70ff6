import type { CameraQuality } from "./room-store";

/** spec 2 §9 "Camera quality: low 320 wide (180p), standard 640 (360p, default), high 1280 (720p)". */
export const cameraQualities: Record<
  CameraQuality,
  { readonly width: number; readonly height: number; readonly label: string }
> = {
  low: { width: 320, height: 180, label: "Low (180p)" },
  standard: { width: 640, height: 360, label: "Standard (360p)" },
  high: { width: 1280, height: 720, label: "High (720p)" },
};

export const CAMERA_QUALITIES: readonly CameraQuality[] = ["low", "standard", "high"];

export const isCameraQuality = (value: string): value is CameraQuality =>
  (CAMERA_QUALITIES as readonly string[]).includes(value);

/** spec 2 §9 "join request asks for 640x480". */
const JOIN_VIDEO = { width: { ideal: 640 }, height: { ideal: 480 } };
/** spec 2 §9 "Screen share 1280x720 at 10 fps". */
const SCREEN_VIDEO = { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 10, max: 10 } };

/** spec 2 §8 Conference: device and permission texts. */
export const mediaTexts = {
  cameraDenied: "Permission denied for camera!",
  microphoneDenied: "Permission denied for microphone!",
  noCameraPermission: "No camera permission",
  noMicrophonePermission: "No microphone permission",
  microphoneRequired: "You can not join without the permissions to your microphone",
} as const;

export interface LocalMedia {
  readonly stream: MediaStream;
  /** Why there is no camera track, when there is none. */
  readonly camera: "ok" | "denied" | "missing";
  /** The microphone is needed to join (spec 2 §8 NotAllowedError). */
  readonly microphone: "ok" | "denied" | "missing";
  /** A device error other than permission or absence: its message is shown. */
  readonly otherError: string | null;
}

const device = (deviceId: string | null): Pick<MediaTrackConstraints, "deviceId"> =>
  deviceId === null || deviceId === "" ? {} : { deviceId: { ideal: deviceId } };

const nameOf = (error: unknown): string => (error instanceof DOMException ? error.name : "");

/** The stream, or what getUserMedia threw. */
async function tryOpen(constraints: MediaStreamConstraints): Promise<unknown> {
  try {
    return await navigator.mediaDevices.getUserMedia(constraints);
  } catch (error) {
    return error;
  }
}

function outcome(error: unknown): "denied" | "missing" | "other" {
  const name = nameOf(error);
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "missing";
  return "other";
}

/**
 * The camera and microphone for the join preview and the room, each opened on its own so that one
 * refused or absent device leaves the other (spec 2 §8 "NotFoundError falls back to the default
 * device or disables the camera").
 */
export async function openLocalMedia(
  audioInput: string | null,
  videoInput: string | null,
): Promise<LocalMedia> {
  const stream = new MediaStream();
  let otherError: string | null = null;
  const open = async (kind: "audio" | "video", constraints: MediaStreamConstraints) => {
    const opened = await tryOpen(constraints);
    if (opened instanceof MediaStream) {
      for (const track of opened.getTracks()) stream.addTrack(track);
      return "ok" as const;
    }
    // A chosen device that has gone: the default one instead.
    const retried = await tryOpen({ [kind]: kind === "video" ? JOIN_VIDEO : true });
    if (retried instanceof MediaStream) {
      for (const track of retried.getTracks()) stream.addTrack(track);
      return "ok" as const;
    }
    const result = outcome(opened);
    if (result === "other") {
      otherError = opened instanceof Error ? opened.message : String(opened);
      return "missing" as const;
    }
    return result;
  };
  const microphone = await open("audio", { audio: { ...device(audioInput) } });
  const camera = await open("video", { video: { ...device(videoInput), ...JOIN_VIDEO } });
  return { stream, camera, microphone, otherError };
}

/** A new track from another device, replacing the stream's track of that kind. */
export async function openDevice(
  kind: "audio" | "video",
  deviceId: string,
  quality: CameraQuality,
): Promise<MediaStreamTrack> {
  const { width, height } = cameraQualities[quality];
  const stream = await navigator.mediaDevices.getUserMedia(
    kind === "audio"
      ? { audio: device(deviceId) }
      : { video: { ...device(deviceId), width: { ideal: width }, height: { ideal: height } } },
  );
  const track = stream.getTracks()[0];
  if (track === undefined) throw new Error(`No ${kind} track`);
  return track;
}

/** The camera at the chosen quality (spec 2 §9), applied to the running track. */
export async function applyQuality(track: MediaStreamTrack, quality: CameraQuality): Promise<void> {
  const { width, height } = cameraQualities[quality];
  await track.applyConstraints({ width: { ideal: width }, height: { ideal: height } });
}

/** The screen (spec 2 §9: 1280x720 at 10 fps); null when the user cancels the picker. */
export async function openScreen(): Promise<MediaStreamTrack | null> {
  try {
    const stream = await navigator.mediaDevices.getDisplayMedia({ video: SCREEN_VIDEO, audio: false });
    return stream.getVideoTracks()[0] ?? null;
  } catch (error) {
    if (nameOf(error) === "NotAllowedError" || nameOf(error) === "AbortError") return null;
    throw error;
  }
}
