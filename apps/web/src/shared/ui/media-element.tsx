import Box from "@mui/material/Box";
import { useEffect, useRef } from "react";

interface MediaElementProps {
  readonly stream: MediaStream | null;
  readonly label: string;
  /** The own preview is mirrored, as a mirror shows one's face. */
  readonly mirrored?: boolean;
  /** The far side is shown whole (a shared screen must not be cropped); the preview fills its frame. */
  readonly fit?: "contain" | "cover";
}

/** A muted video of one stream, filling its frame (the far side's sound plays once, from the video service's audio element). */
export function MediaElement({ stream, label, mirrored = false, fit = "cover" }: MediaElementProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current !== null) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={video}
      aria-label={label}
      autoPlay
      playsInline
      muted
      sx={{
        display: "block",
        width: "100%",
        height: "100%",
        objectFit: fit,
        bgcolor: "#0b1220",
        transform: mirrored ? "scaleX(-1)" : "none",
      }}
    />
  );
}
