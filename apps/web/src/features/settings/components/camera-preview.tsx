import VideocamOffRoundedIcon from "@mui/icons-material/VideocamOffRounded";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";
import { useCameraStream } from "../hooks/use-camera-stream";

interface CameraPreviewProps {
  readonly deviceId: string;
  readonly onGranted: () => void;
}

const failureText = {
  denied: "No camera permission. Allow the camera for this site in your browser.",
  unavailable: "No camera found, or it is in use by another application.",
} as const;

/** A small live preview of the chosen camera (spec 1 §2 Camera tab). */
export function CameraPreview({ deviceId, onGranted }: CameraPreviewProps) {
  const { status, stream } = useCameraStream(deviceId);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
    if (stream) onGranted();
  }, [stream, onGranted]);

  return (
    <Box
      sx={{
        position: "relative",
        aspectRatio: "16 / 9",
        width: "100%",
        maxWidth: 360,
        mx: "auto",
        borderRadius: "12px",
        overflow: "hidden",
        bgcolor: "grey.900",
        color: "grey.300",
        display: "grid",
        placeItems: "center",
      }}
    >
      <Box
        component="video"
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label="Camera preview"
        sx={{
          position: "absolute",
          inset: 0,
          width: "100%",
          height: "100%",
          objectFit: "cover",
          transform: "scaleX(-1)",
          display: status === "running" ? "block" : "none",
        }}
      />
      {status === "starting" && <CircularProgress size={28} color="inherit" aria-label="Starting camera" />}
      {(status === "denied" || status === "unavailable") && (
        <Box sx={{ textAlign: "center", px: 3 }}>
          <VideocamOffRoundedIcon />
          <Typography variant="body2">{failureText[status]}</Typography>
        </Box>
      )}
    </Box>
  );
}
