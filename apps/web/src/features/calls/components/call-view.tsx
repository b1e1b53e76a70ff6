import Box from "@mui/material/Box";
import Collapse from "@mui/material/Collapse";
import Stack from "@mui/material/Stack";
import { useEffect, useState } from "react";
import { onToneSent } from "../keyboard/keypad-tones";
import { type Call, isUnanswered } from "../model/call";
import { CallControls } from "./call-controls";
import { CallIdentity, callTitle } from "./call-identity";
import { CallStateChips } from "./call-state-chips";
import { CallStatsLine } from "./call-stats-line";
import { CallStatus } from "./call-status";
import { ConferenceMembers } from "./conference-members";
import { InCallKeypad } from "./in-call-keypad";

interface CallViewProps {
  readonly call: Call;
  /** Both calls of a merged conference, when `call` is one of them. */
  readonly members: readonly Call[];
}

/** spec 1 §2 Call view: who, status or timer, and the call's controls. */
export function CallView({ call, members }: CallViewProps) {
  const [keypadOpen, setKeypadOpen] = useState(false);
  // Tones typed on the keyboard show on the keypad, as pressed keys do (issue 9).
  useEffect(() => onToneSent(call.id, () => setKeypadOpen(true)), [call.id]);
  const conference = call.merged && members.length > 1;
  return (
    <Box
      component="section"
      aria-label={conference ? "Conference call" : `Call with ${callTitle(call)}`}
      sx={{ px: 2.5, py: 3 }}
    >
      <Stack spacing={1.5} sx={{ alignItems: "center" }}>
        {conference ? (
          <ConferenceMembers members={members} />
        ) : (
          <CallIdentity call={call} ringing={call.direction === "in" && isUnanswered(call)} />
        )}
        <CallStatus call={call} />
        <CallStateChips call={call} />
      </Stack>
      <Collapse in={keypadOpen && call.status === "answered"} unmountOnExit>
        <Box sx={{ pt: 2.5 }}>
          <InCallKeypad callId={call.id} />
        </Box>
      </Collapse>
      <Box sx={{ pt: 3 }}>
        <CallControls
          call={call}
          keypadOpen={keypadOpen}
          onToggleKeypad={() => setKeypadOpen((open) => !open)}
        />
      </Box>
      <Box sx={{ pt: 2.5 }}>
        <CallStatsLine stats={call.stats} />
      </Box>
    </Box>
  );
}
