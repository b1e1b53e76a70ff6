import Box from "@mui/material/Box";
import { PersonAvatar } from "../../../shared/ui/person-avatar";
import { useAvatarHash } from "../../avatar/commands";
import type { VideoPeer } from "../model/video-call-store";
import { useVideoStreamsStore } from "../model/video-streams-store";

/** The colleague's picture in the middle of the video screen until their video arrives (ringing, calling). */
export function VideoPeerAvatar({ peer, name }: { readonly peer: VideoPeer; readonly name: string }) {
  const waiting = useVideoStreamsStore((state) => state.remote === null);
  const hash = useAvatarHash(peer.number);
  if (!waiting) return null;
  return (
    <Box
      sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", pointerEvents: "none" }}
    >
      <PersonAvatar phone={peer.number} hash={hash} name={name} size={112} />
    </Box>
  );
}
