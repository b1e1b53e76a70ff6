import LinkIcon from "@mui/icons-material/Link";
import MicOffIcon from "@mui/icons-material/MicOff";
import PanToolIcon from "@mui/icons-material/PanTool";
import Avatar from "@mui/material/Avatar";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import { useEffect, useMemo, useState } from "react";
import { useRoomStore } from "../model/room-store";

/** spec 2 §9 "Copy-link label resets after 3 s". */
const COPIED_MS = 3_000;

function CopyLinkChip({ roomId }: { readonly roomId: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const link = `${window.location.origin}/conference/${roomId}`;
  return (
    <Chip
      icon={<LinkIcon />}
      label={copied ? "Link copied" : "Copy link"}
      aria-label={copied ? "Link copied" : `Copy the room link ${link}`}
      onClick={() =>
        void navigator.clipboard.writeText(link).then(
          () => setCopied(true),
          () => undefined,
        )
      }
    />
  );
}

/** spec 2 §2 "people (participants plus a copy-link chip)". */
export function PeoplePanel() {
  const participants = useRoomStore((state) => state.participants);
  const roomId = useRoomStore((state) => state.roomId);
  const people = useMemo(
    () => Object.values(participants).filter((participant) => participant.screenOf === null),
    [participants],
  );
  return (
    <Stack sx={{ height: "100%", overflow: "auto" }}>
      <Stack direction="row" sx={{ p: 1.5 }}>
        <CopyLinkChip roomId={roomId} />
      </Stack>
      <List aria-label="People in the room" dense>
        {people.map((person) => (
          <ListItem
            key={person.id}
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                {person.handRaised && (
                  <PanToolIcon fontSize="small" titleAccess="Hand raised" sx={{ color: "warning.main" }} />
                )}
                {person.audioMuted && <MicOffIcon fontSize="small" titleAccess="Muted" />}
              </Stack>
            }
          >
            <ListItemAvatar>
              <Avatar>{person.display.slice(0, 1).toUpperCase()}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={person.own ? `${person.display} (you)` : person.display} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
