import CallEndRoundedIcon from "@mui/icons-material/CallEndRounded";
import CallMergeRoundedIcon from "@mui/icons-material/CallMergeRounded";
import CallRoundedIcon from "@mui/icons-material/CallRounded";
import CallSplitRoundedIcon from "@mui/icons-material/CallSplitRounded";
import DialpadRoundedIcon from "@mui/icons-material/DialpadRounded";
import GroupAddRoundedIcon from "@mui/icons-material/GroupAddRounded";
import MicOffRoundedIcon from "@mui/icons-material/MicOffRounded";
import MicRoundedIcon from "@mui/icons-material/MicRounded";
import PauseRoundedIcon from "@mui/icons-material/PauseRounded";
import PhoneForwardedRoundedIcon from "@mui/icons-material/PhoneForwardedRounded";
import PlayArrowRoundedIcon from "@mui/icons-material/PlayArrowRounded";
import TaskAltRoundedIcon from "@mui/icons-material/TaskAltRounded";
import Box from "@mui/material/Box";
import {
  answerCommand,
  completeTransferCommand,
  conferenceCommand,
  declineCommand,
  hangUpCommand,
  holdCommand,
  mergeCommand,
  muteCommand,
  splitCommand,
  transferCommand,
} from "../commands";
import { type Call, isLive, isUnanswered } from "../model/call";
import { keypadAvailability } from "../model/call-rules";
import { CommandButton } from "./command-button";
import { CommandControl } from "./command-control";

interface CallControlsProps {
  readonly call: Call;
  readonly keypadOpen: boolean;
  readonly onToggleKeypad: () => void;
}

const row = { display: "flex", justifyContent: "center", gap: 2.5 } as const;

/** spec 1 §2 Call view: Transfer, Mute, Hold, Keypad, Hang Up, Conference, Answer, Decline. */
export function CallControls({ call, keypadOpen, onToggleKeypad }: CallControlsProps) {
  if (!isLive(call)) return null;
  if (call.direction === "in" && isUnanswered(call)) {
    return (
      <Box sx={{ ...row, gap: 6 }}>
        <CommandControl
          command={answerCommand}
          call={call}
          icon={<CallRoundedIcon />}
          tone="answer"
          size={64}
        />
        <CommandControl
          command={declineCommand}
          call={call}
          icon={<CallEndRoundedIcon />}
          tone="hangUp"
          size={64}
        />
      </Box>
    );
  }
  const third = call.merged ? (
    <CommandControl command={splitCommand} call={call} icon={<CallSplitRoundedIcon />} />
  ) : call.role.kind === "conferenceInvite" ? (
    <CommandControl command={mergeCommand} call={call} icon={<CallMergeRoundedIcon />} />
  ) : call.role.kind === "transferConsult" ? (
    <CommandControl command={completeTransferCommand} call={call} icon={<TaskAltRoundedIcon />} />
  ) : null;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.25 }}>
      <Box sx={row}>
        <CommandControl
          command={muteCommand}
          call={call}
          icon={call.muted ? <MicOffRoundedIcon /> : <MicRoundedIcon />}
          tone={call.muted ? "selected" : "neutral"}
        />
        <CommandControl
          command={holdCommand}
          call={call}
          icon={call.localHold ? <PlayArrowRoundedIcon /> : <PauseRoundedIcon />}
          tone={call.localHold ? "selected" : "neutral"}
        />
        <CommandButton
          label="Keypad"
          icon={<DialpadRoundedIcon />}
          availability={keypadAvailability(call)}
          onClick={onToggleKeypad}
          tone={keypadOpen ? "selected" : "neutral"}
        />
      </Box>
      <Box sx={row}>
        <CommandControl command={transferCommand} call={call} icon={<PhoneForwardedRoundedIcon />} />
        <CommandControl command={conferenceCommand} call={call} icon={<GroupAddRoundedIcon />} />
        {third}
      </Box>
      <Box sx={{ ...row, mt: 0.5 }}>
        <CommandControl
          command={hangUpCommand}
          call={call}
          icon={<CallEndRoundedIcon />}
          tone="hangUp"
          size={60}
        />
      </Box>
    </Box>
  );
}
