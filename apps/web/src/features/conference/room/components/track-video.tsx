import { useMemo } from "react";
import { MediaElement } from "../../../../shared/ui/media-element";

interface TrackVideoProps {
  readonly track: MediaStreamTrack | null;
  readonly label: string;
  readonly mirrored?: boolean;
  readonly fit?: "contain" | "cover";
}

/** A muted video of one track (sound plays from the room's audio elements). */
export function TrackVideo({ track, label, mirrored = false, fit = "cover" }: TrackVideoProps) {
  const stream = useMemo(() => (track === null ? null : new MediaStream([track])), [track]);
  return <MediaElement stream={stream} label={label} mirrored={mirrored} fit={fit} />;
}
