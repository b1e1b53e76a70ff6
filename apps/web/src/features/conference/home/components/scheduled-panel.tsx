import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useScheduledMeetings } from "../api/scheduled-meetings";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { type MeetingGroupId, groupMeetings } from "../model/meeting-groups";
import { MeetingCard } from "./meeting-card";

const GROUP_TITLES: Record<MeetingGroupId, string> = {
  today: TEXTS.today,
  tomorrow: TEXTS.tomorrow,
  comingUp: TEXTS.comingUp,
};

interface ScheduledPanelProps {
  /** The signed-in user's phone: the organiser's cards offer Cancel Meeting and Invite. */
  readonly phone: string;
  readonly onJoin: (code: string) => void;
}

/** spec 2 §2 scheduled panel: the user's meetings under Today, Tomorrow and Coming up. */
export function ScheduledPanel({ phone, onJoin }: ScheduledPanelProps) {
  const meetings = useScheduledMeetings(true);
  const groups = meetings.data === undefined ? [] : groupMeetings(meetings.data, new Date());
  return (
    <Box component="section" aria-labelledby="scheduled-title" sx={{ minWidth: 0 }}>
      <Typography id="scheduled-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {TEXTS.scheduledPanel}
      </Typography>
      {meetings.isPending && <CircularProgress size={28} aria-label="Loading meetings" />}
      {meetings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void meetings.refetch()}>
              {TEXTS.retry}
            </Button>
          }
        >
          {TEXTS.loadFailed}
        </Alert>
      )}
      {meetings.isSuccess && groups.length === 0 && (
        <Typography color="textSecondary">{TEXTS.noMeetings}</Typography>
      )}
      <Stack spacing={2.5}>
        {groups.map((group) => (
          <Box component="section" key={group.id} aria-label={GROUP_TITLES[group.id]}>
            <Typography variant="overline" component="h3" color="textSecondary">
              {GROUP_TITLES[group.id]}
            </Typography>
            <Stack spacing={1}>
              {group.meetings.map((meeting) => (
                <MeetingCard
                  key={meeting.urlId}
                  meeting={meeting}
                  organiser={meeting.participants.some(
                    (person) => person.moderator && person.phone === phone,
                  )}
                  onJoin={onJoin}
                />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
