import VideocamOffRoundedIcon from "@mui/icons-material/VideocamOffRounded";
import Box from "@mui/material/Box";
import { useVideoCallStore } from "../model/video-call-store";
import { useVideoStreamsStore } from "../model/video-streams-store";
import { MediaElement } from "../../../shared/ui/media-element";

/**
 * spec 1 §2 Video call panel: the remote video with the own preview in its corner. The preview
 * shows what is sent: the camera, the shared screen, or nothing while the camera is off.
 */
interface VideoStageProps {
  /** Fills its parent (the video screen) instead of a 16:9 card (the drawer's panel). */
  readonly fill?: boolean;
  /** The phone's video screen keeps its bottom edge for the controls: the preview goes to the top. */
  readonly previewAt?: "top" | "bottom";
}

export function VideoStage({ fill = false, previewAt = "bottom" }: VideoStageProps) {
  const { local, remote } = useVideoStreamsStore();
  const cameraOff = useVideoCallStore((state) => state.cameraOff && !state.sharing);
  const sharing = useVideoCallStore((state) => state.sharing);
  return (
    <Box
      sx={{
        position: "relative",
        width: "100%",
        ...(fill ? { height: "100%" } : { aspectRatio: "16 / 9" }),
        borderRadius: fill ? 0 : 2,
        overflow: "hidden",
        bgcolor: "#0b1220",
      }}
    >
      <MediaElement stream={remote} label="Remote video" fit="contain" />
      {local !== null && (
        <Box
          sx={{
            position: "absolute",
            // At the top, clear of the call drawer's handle on the right edge.
            right: previewAt === "top" ? 32 : 8,
            [previewAt]: 8,
            width: fill ? "22%" : "34%",
            minWidth: 96,
            aspectRatio: "16 / 9",
            borderRadius: 1.5,
            overflow: "hidden",
            border: "2px solid rgba(255,255,255,.7)",
            boxShadow: 4,
            bgcolor: "#1e293b",
            display: "grid",
            // One cell of exactly the frame's size: the video must not grow it by its own shape.
            gridTemplate: "100% / 100%",
            placeItems: "center",
          }}
        >
          {cameraOff ? (
            <VideocamOffRoundedIcon aria-label="Camera off" sx={{ color: "grey.400" }} />
          ) : (
            <MediaElement stream={local} label="Your video" mirrored={!sharing} />
          )}
        </Box>
      )}
    </Box>
  );
}
