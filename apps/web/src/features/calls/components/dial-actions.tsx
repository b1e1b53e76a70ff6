import Stack from "@mui/material/Stack";
import { useAccessClaims } from "../../auth/commands";
import { useVideoEnabled } from "../../video/commands";
import type { DialInput } from "../hooks/use-dial-field";
import { dialVideoCall } from "../model/video-dial";
import { CallButton } from "./call-button";

interface DialActionsProps {
  /** The dialpad's submit: with no dialler it places a voice call. */
  readonly submit: (dialWith?: DialInput) => void;
}

/** spec 1 §2 Dialpad: the call button, and the video call button when video is enabled. */
export function DialActions({ submit }: DialActionsProps) {
  const videoEnabled = useVideoEnabled();
  const ownNumber = useAccessClaims()?.phone ?? "";
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: "center" }}>
      <CallButton onClick={() => submit()} />
      {videoEnabled && (
        <CallButton kind="video" onClick={() => submit((input) => dialVideoCall(input, ownNumber))} />
      )}
    </Stack>
  );
}
