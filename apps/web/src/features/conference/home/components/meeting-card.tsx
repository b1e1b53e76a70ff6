import ExpandMoreRoundedIcon from "@mui/icons-material/ExpandMoreRounded";
import LinkRoundedIcon from "@mui/icons-material/LinkRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import type { ScheduledMeeting } from "@mobex/contracts/conference";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useMemo, useState } from "react";
import { useCopyLabel } from "../hooks/use-copy-label";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { meetingRepeatLabel, meetingTimeRange } from "../model/meeting-times";
import { roomLink } from "../../../../shared/conference/room-code";
import { safeNotesHtml } from "../model/safe-notes";
import { CancelMeetingDialog } from "./cancel-meeting-dialog";
import { InviteDialog } from "./invite-dialog";
import { MeetingMembers } from "./meeting-members";

interface MeetingCardProps {
  readonly meeting: ScheduledMeeting;
  /** spec 2 §6: the organiser, "detected by the moderator phone equalling the user's phone". */
  readonly organiser: boolean;
  readonly onJoin: (code: string) => void;
}

type OpenDialog = "none" | "cancel" | "invite";

/**
 * spec 2 §2 scheduled panel card, collapsible: title, date and time range, members (organiser
 * labelled), notes, a copy-link chip and a 'Join now' chip; the organiser also 'Cancel Meeting' and 'Invite'.
 */
export function MeetingCard({ meeting, organiser, onJoin }: MeetingCardProps) {
  const titleId = useId();
  const [dialog, setDialog] = useState<OpenDialog>("none");
  const copy = useCopyLabel("Copy link");
  const link = roomLink(meeting.urlId);
  const notes = useMemo(() => safeNotesHtml(meeting.description), [meeting.description]);
  const repeatLabel = meetingRepeatLabel(meeting);

  return (
    <Accordion
      component="article"
      aria-labelledby={titleId}
      disableGutters
      variant="outlined"
      sx={{ borderRadius: 2 }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRoundedIcon />}
        sx={{ "& .MuiAccordionSummary-content": { minWidth: 0 } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h4" sx={{ fontWeight: 600 }} noWrap>
            {meeting.title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {meetingTimeRange(meeting)}
            {repeatLabel !== null && ` · ${repeatLabel}`}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>
          <MeetingMembers participants={meeting.participants} />
          {notes !== "" && (
            <Box
              aria-label="Notes"
              role="group"
              sx={{ typography: "body2", "& p": { my: 0.5 }, "& ul, & ol": { my: 0.5, pl: 3 } }}
              dangerouslySetInnerHTML={{ __html: notes }}
            />
          )}
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
            <Chip
              icon={<LinkRoundedIcon />}
              label={copy.label}
              onClick={() => copy.copy(link)}
              variant="outlined"
            />
            <Chip
              icon={<VideocamRoundedIcon />}
              label={TEXTS.joinNowChip}
              color="primary"
              onClick={() => onJoin(meeting.urlId)}
            />
          </Stack>
          {organiser && (
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setDialog("invite")}>
                {TEXTS.invite}
              </Button>
              <Button size="small" color="error" onClick={() => setDialog("cancel")}>
                {TEXTS.cancelMeeting}
              </Button>
            </Stack>
          )}
        </Stack>
      </AccordionDetails>
      {dialog === "cancel" && <CancelMeetingDialog meeting={meeting} onClose={() => setDialog("none")} />}
      {dialog === "invite" && <InviteDialog meeting={meeting} onClose={() => setDialog("none")} />}
    </Accordion>
  );
}
