import { useEffect, useState } from "react";
import { type CaptureStatus, captureFailure, stopStream } from "../model/capture-status";
import { levelPercent } from "../model/microphone-level";

export interface MicrophoneConstraints {
  readonly deviceId: string;
  readonly echoCancellation: boolean;
  readonly noiseSuppression: boolean;
  readonly autoGainControl: boolean;
}

const SAMPLE_EVERY_MS = 100;

/**
 * Captures the chosen microphone with the chosen processing and reports its level ten times a second.
 * Everything it opens — stream, audio context, timer — is closed on unmount (spec 1 §2 meter).
 * Mount it with a key of its constraints: new constraints mean a new capture.
 */
export function useMicrophoneLevel(constraints: MicrophoneConstraints): {
  status: CaptureStatus;
  level: number;
} {
  const [status, setStatus] = useState<CaptureStatus>("starting");
  const [level, setLevel] = useState(0);
  const { deviceId, echoCancellation, noiseSuppression, autoGainControl } = constraints;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let context: AudioContext | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const audio: MediaTrackConstraints = {
      deviceId: deviceId === "default" ? undefined : { exact: deviceId },
      echoCancellation,
      noiseSuppression,
      autoGainControl,
    };
    navigator.mediaDevices
      .getUserMedia({ audio })
      .then((captured) => {
        if (stopped) return stopStream(captured);
        stream = captured;
        context = new AudioContext();
        const analyser = context.createAnalyser();
        analyser.fftSize = 1024;
        context.createMediaStreamSource(captured).connect(analyser);
        const samples = new Float32Array(analyser.fftSize);
        timer = setInterval(() => {
          analyser.getFloatTimeDomainData(samples);
          setLevel(levelPercent(samples));
        }, SAMPLE_EVERY_MS);
        setStatus("running");
      })
      .catch((error: unknown) => !stopped && setStatus(captureFailure(error)));
    return () => {
      stopped = true;
      clearInterval(timer);
      stopStream(stream);
      void context?.close();
    };
  }, [deviceId, echoCancellation, noiseSuppression, autoGainControl]);

  return { status, level };
}
