import { useEffect, useState } from "react";
import { type CaptureStatus, captureFailure, stopStream } from "../model/capture-status";

/** A small preview capture of the chosen camera, stopped on unmount (spec 1 §2 Camera tab). */
export function useCameraStream(deviceId: string): { status: CaptureStatus; stream: MediaStream | null } {
  const [status, setStatus] = useState<CaptureStatus>("starting");
  const [stream, setStream] = useState<MediaStream | null>(null);

  useEffect(() => {
    let stopped = false;
    let captured: MediaStream | null = null;
    const video: MediaTrackConstraints = {
      deviceId: deviceId === "default" ? undefined : { exact: deviceId },
      width: { ideal: 640 },
      height: { ideal: 360 },
    };
    navigator.mediaDevices
      .getUserMedia({ video })
      .then((result) => {
        if (stopped) return stopStream(result);
        captured = result;
        setStream(result);
        setStatus("running");
      })
      .catch((error: unknown) => !stopped && setStatus(captureFailure(error)));
    return () => {
      stopped = true;
      stopStream(captured);
    };
  }, [deviceId]);

  return { status, stream };
}
