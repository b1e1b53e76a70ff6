import CallMadeRoundedIcon from "@mui/icons-material/CallMadeRounded";
import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import GroupAddRoundedIcon from "@mui/icons-material/GroupAddRounded";
import SupportAgentRoundedIcon from "@mui/icons-material/SupportAgentRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useCompactHeight } from "../hooks/use-compact-height";
import { useDialField } from "../hooks/use-dial-field";
import type { Call } from "../model/call";
import { conferenceAvailability, transferAvailability } from "../model/call-rules";
import { type TransferPick, useCallStore } from "../model/call-store";
import { callTexts } from "../model/call-texts";
import { getPhone } from "../model/phone-api";
import { CallButton } from "./call-button";
import { callTitle } from "./call-identity";
import { DialKeys } from "./dial-keys";
import { DropTarget } from "./drop-target";
import { NumberField } from "./number-field";

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
  const compact = useCompactHeight();
  const phone = getPhone();
  const conferencing = pick.intent === "conference";
  const field = useDialField((input) => {
    if (conferencing) phone?.inviteToConference(call.id, input);
    else phone?.attendedTransfer(call.id, input);
    return true;
  });
  const transfer = transferAvailability(call, calls);
  const conference = conferenceAvailability(call, calls);
  const number = (dropped: string | null) => dropped ?? field.value;

  return (
    <Box
      component="section"
      aria-label={conferencing ? "Add to conference" : "Transfer call"}
      sx={{ px: 2.5, pt: 2, pb: 3 }}
    >
      <Stack direction="row" sx={{ alignItems: "flex-start", justifyContent: "space-between", mb: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="textSecondary" component="div" sx={{ lineHeight: 1.8 }}>
            {conferencing ? "Add to a conference with" : "Transfer"}
          </Typography>
          <Typography variant="h6" noWrap>
            {callTitle(call)}
          </Typography>
        </Box>
        <IconButton aria-label="Cancel" title="Back to the call" onClick={() => phone?.cancelTransferPick()}>
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <NumberField
        value={field.value}
        onChange={field.setValue}
        onEnter={() => field.submit()}
        inputRef={field.inputRef}
        autoFocus
      />
      <Stack spacing={1} sx={{ mt: 2 }}>
        <DropTarget
          label={callTexts.blindTransferTarget}
          icon={<CallMadeRoundedIcon />}
          availability={transfer}
          onTarget={(dropped) => phone?.blindTransfer(call.id, number(dropped))}
        />
        <DropTarget
          label={callTexts.assistTransferTarget}
          icon={<SupportAgentRoundedIcon />}
          availability={transfer}
          onTarget={(dropped) => phone?.attendedTransfer(call.id, number(dropped))}
        />
        <DropTarget
          label={callTexts.conferenceTarget}
          icon={<GroupAddRoundedIcon />}
          availability={conference}
          onTarget={(dropped) => phone?.inviteToConference(call.id, number(dropped))}
        />
      </Stack>
      {!compact && (
        <Box sx={{ mt: 2.5 }}>
          <DialKeys onKey={field.press} />
        </Box>
      )}
      <Stack sx={{ alignItems: "center", mt: 2.5 }}>
        <CallButton onClick={() => field.submit()} />
      </Stack>
    </Box>
  );
}
