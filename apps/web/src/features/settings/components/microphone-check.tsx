import MicOffRoundedIcon from "@mui/icons-material/MicOffRounded";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { clientTexts } from "@mobex/contracts/errors";
import { useEffect } from "react";
import { type MicrophoneConstraints, useMicrophoneLevel } from "../hooks/use-microphone-level";
import { MicrophoneLevelMeter } from "./microphone-level-meter";

interface MicrophoneCheckProps {
  readonly constraints: MicrophoneConstraints;
  /** Told once the browser has granted the microphone, so that device names can be re-read. */
  readonly onGranted: () => void;
  readonly onRetry: () => void;
}

/** The live meter, or — without permission — spec 1 §6's "No microphone permission" with a way to grant it. */
export function MicrophoneCheck({ constraints, onGranted, onRetry }: MicrophoneCheckProps) {
  const { status, level } = useMicrophoneLevel(constraints);

  useEffect(() => {
    if (status === "running") onGranted();
  }, [status, onGranted]);

  switch (status) {
    case "starting":
      return <MicrophoneLevelMeter level={0} />;
    case "running":
      return <MicrophoneLevelMeter level={level} />;
    case "denied":
      return (
        <Alert
          severity="warning"
          icon={<MicOffRoundedIcon />}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Allow microphone
            </Button>
          }
        >
          <strong>{clientTexts.noMicrophonePermission}</strong>
          <Typography variant="body2">
            Allow the microphone for this site in your browser, then try again.
          </Typography>
        </Alert>
      );
    case "unavailable":
      return (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          No microphone found, or it is in use by another application.
        </Alert>
      );
  }
}
