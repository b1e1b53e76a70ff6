import Box from "@mui/material/Box";
import { useEffect, useRef } from "react";

interface TrackVideoProps {
  readonly track: MediaStreamTrack | null;
  readonly label: string;
  readonly mirrored?: boolean;
  readonly fit?: "contain" | "cover";
}

/** A muted video of one track (sound plays from the room's audio elements). */
export function TrackVideo({ track, label, mirrored = false, fit = "cover" }: TrackVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current !== null) video.current.srcObject = track === null ? null : new MediaStream([track]);
  }, [track]);
  return (
    <Box
      component="video"
      ref={video}
      aria-label={label}
      autoPlay
      playsInline
      muted
      sx={{ display: "block", width: "100%", height: "100%", objectFit: fit, bgcolor: "#0b1220", transform: mirrored ? "scaleX(-1)" : "none" }}
    />
  );
}
