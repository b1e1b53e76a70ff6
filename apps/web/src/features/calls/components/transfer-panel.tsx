import CallMadeRoundedIcon from "@mui/icons-material/CallMadeRounded";
import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import SupportAgentRoundedIcon from "@mui/icons-material/SupportAgentRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef } from "react";
import { useCompactHeight } from "../hooks/use-compact-height";
import { useDialField } from "../hooks/use-dial-field";
import type { Call } from "../model/call";
import { transferAvailability } from "../model/call-rules";
import { type TransferPick, callTransitions, useCallStore } from "../model/call-store";
import { callTexts } from "../model/call-texts";
import { getPhone } from "../model/phone-api";
import { transferTargets } from "../model/transfer-targets";
import { CallButton } from "./call-button";
import { callTitle } from "./call-identity";
import { DialKeys } from "./dial-keys";
import { DropSlot } from "./drop-slot";
import { DropTarget } from "./drop-target";
import { NumberField } from "./number-field";
import { TransferTargetIcon } from "./transfer-target-icon";

interface TransferPanelProps {
  readonly pick: TransferPick;
  readonly call: Call;
  /** A person or number is being dragged: the drag area's targets show in place of these. */
  readonly dragging: boolean;
}

/** Escape goes back to the call, wherever the focus is, unless a menu or dialog took the key. */
function useEscapeCancels(): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      getPhone()?.cancelTransferPick();
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);
}

/**
 * Transfer or Conference was pressed (spec 1 §2, §4): the call waits on hold, still in view above
 * this panel, while the user types or drops a number. A typed number is transferred only by an
 * explicit choice — Transfer now (blind) or Consult first (attended); Enter moves to Transfer now,
 * Escape goes back to the call. For a conference, Call (or Enter) dials the second party.
 */
export function TransferPanel({ pick, call, dragging }: TransferPanelProps) {
  const calls = useCallStore((state) => state.calls);
  const compact = useCompactHeight();
  const phone = getPhone();
  const transferNow = useRef<HTMLButtonElement>(null);
  const conferencing = pick.intent === "conference";
  const field = useDialField((input) => {
    phone?.inviteToConference(call.id, input);
    return true;
  });
  useEscapeCancels();
  const transfer = transferAvailability(call, calls);
  const typed = field.value.trim() !== "";
  const number = (dropped: string | null) => dropped ?? field.value;
  const title = callTitle(call);

  const handleEnter = () => {
    if (conferencing) field.submit();
    else if (typed) transferNow.current?.focus();
    else callTransitions.dialFailed(callTexts.enterNumber);
  };

  return (
    <Box
      component="section"
      aria-label={conferencing ? "Add to conference" : "Transfer call"}
      sx={{ px: 2.5, pt: 1.5, pb: 3 }}
    >
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="subtitle2" noWrap sx={{ minWidth: 0 }}>
          {conferencing ? `Add to a conference with ${title}` : `Transfer ${title} to`}
        </Typography>
        <IconButton
          aria-label="Cancel"
          title="Back to the call (Esc)"
          onClick={() => phone?.cancelTransferPick()}
        >
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <NumberField
        value={field.value}
        onChange={field.setValue}
        onEnter={handleEnter}
        inputRef={field.inputRef}
        autoFocus
      />
      {!conferencing && (
        <>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button
              ref={transferNow}
              fullWidth
              variant="contained"
              startIcon={<CallMadeRoundedIcon />}
              disabled={!transfer.enabled || !typed}
              onClick={() => phone?.blindTransfer(call.id, field.value)}
            >
              Transfer now
            </Button>
            <Button
              fullWidth
              variant="outlined"
              startIcon={<SupportAgentRoundedIcon />}
              disabled={!transfer.enabled || !typed}
              onClick={() => phone?.attendedTransfer(call.id, field.value)}
            >
              Consult first
            </Button>
          </Stack>
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
            Transfer now hands {title} over at once. Consult first calls the number while {title} waits on
            hold.
          </Typography>
        </>
      )}
      {dragging ? (
        <DropSlot />
      ) : (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {transferTargets(call, calls).map((target) => (
            <DropTarget
              key={target.mode}
              label={target.label}
              icon={<TransferTargetIcon mode={target.mode} />}
              availability={target.availability}
              onTarget={(dropped) => phone && target.perform(phone, call.id, number(dropped))}
            />
          ))}
        </Stack>
      )}
      {!compact && (
        <Box sx={{ mt: 2.5 }}>
          <DialKeys onKey={field.press} />
        </Box>
      )}
      {conferencing && (
        <Stack sx={{ alignItems: "center", mt: 2.5 }}>
          <CallButton onClick={() => field.submit()} />
        </Stack>
      )}
    </Box>
  );
}
