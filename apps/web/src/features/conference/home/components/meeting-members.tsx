import type { ScheduledMeeting } from "@mobex/contracts/conference";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";

/** A meeting's members, the organiser first and labelled (spec 2 §2). */
export function MeetingMembers({
  participants,
}: {
  readonly participants: ScheduledMeeting["participants"];
}) {
  const ordered = [...participants].sort((a, b) => Number(b.moderator) - Number(a.moderator));
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div">
        Members
      </Typography>
      <Box component="ul" aria-label="Members" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {ordered.map((person) => (
          <Box
            component="li"
            key={`${person.email}/${person.phone}`}
            sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.25 }}
          >
            <Typography variant="body2" noWrap title={person.email}>
              {person.username || person.email}
            </Typography>
            {person.moderator && (
              <Chip size="small" label={TEXTS.organiser} color="secondary" variant="outlined" />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
