import CallMadeRoundedIcon from "@mui/icons-material/CallMadeRounded";
import GroupAddRoundedIcon from "@mui/icons-material/GroupAddRounded";
import SupportAgentRoundedIcon from "@mui/icons-material/SupportAgentRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Call } from "../model/call";
import { conferenceAvailability, transferAvailability } from "../model/call-rules";
import { useCallStore } from "../model/call-store";
import { callTexts } from "../model/call-texts";
import type { TransferPick } from "../model/call-store";
import { getPhone } from "../model/phone-api";
import { CallButton } from "./call-button";
import { callTitle } from "./call-identity";
import { Dialpad } from "./dialpad";
import { DropTarget } from "./drop-target";

interface TransferPanelProps {
  readonly pick: TransferPick;
  readonly call: Call;
}

/**
 * Transfer or Conference was pressed (spec 1 §2, §4): the call waits on hold while the user types
 * or drops a number onto a target — blind, assisted, or a conference. Call (or Enter) places the
 * assisted transfer's consultation call, or the conference's second call.
 */
export function TransferPanel({ pick, call }: TransferPanelProps) {
  const calls = useCallStore((state) => state.calls);
  const phone = getPhone();
  const dial = (input: string) => {
    if (pick.intent === "conference") phone?.inviteToConference(call.id, input);
    else phone?.attendedTransfer(call.id, input);
    return true;
  };
  const transfer = transferAvailability(call, calls);
  const conference = conferenceAvailability(call, calls);
  return (
    <Box
      component="section"
      aria-label={pick.intent === "conference" ? "Add to conference" : "Transfer call"}
      sx={{ px: 2.5, py: 3 }}
    >
      <Typography variant="overline" color="textSecondary" component="div" sx={{ textAlign: "center" }}>
        {pick.intent === "conference" ? "Add to a conference with" : "Transfer"}
      </Typography>
      <Typography variant="h6" sx={{ textAlign: "center", mb: 2 }} noWrap>
        {callTitle(call)}
      </Typography>
      <Dialpad
        onDial={dial}
        autoFocus
        actions={(value) => (
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={2} sx={{ justifyContent: "center", alignItems: "center" }}>
              <Button onClick={() => phone?.cancelTransferPick()}>Cancel</Button>
              <CallButton onClick={() => dial(value)} />
            </Stack>
            <Stack spacing={1}>
              <DropTarget
                label={callTexts.blindTransferTarget}
                icon={<CallMadeRoundedIcon />}
                availability={transfer}
                onTarget={(dropped) => phone?.blindTransfer(call.id, dropped ?? value)}
              />
              <DropTarget
                label={callTexts.assistTransferTarget}
                icon={<SupportAgentRoundedIcon />}
                availability={transfer}
                onTarget={(dropped) => phone?.attendedTransfer(call.id, dropped ?? value)}
              />
              <DropTarget
                label={callTexts.conferenceTarget}
                icon={<GroupAddRoundedIcon />}
                availability={conference}
                onTarget={(dropped) => phone?.inviteToConference(call.id, dropped ?? value)}
              />
            </Stack>
          </Stack>
        )}
      />
    </Box>
  );
}
