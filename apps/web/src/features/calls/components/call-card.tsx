import CallEndRoundedIcon from "@mui/icons-material/CallEndRounded";
import CallRoundedIcon from "@mui/icons-material/CallRounded";
import SwapVertRoundedIcon from "@mui/icons-material/SwapVertRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { answerCommand, declineCommand, hangUpCommand, swapCommand } from "../commands";
import { type BoundCommand, useCallCommand } from "../hooks/use-call-command";
import { type Call, isUnanswered } from "../model/call";
import { callTexts } from "../model/call-texts";
import { CallIdentity, callTitle } from "./call-identity";
import { CallStatus } from "./call-status";
import { LazyTooltip } from "../../../shared/ui/lazy-tooltip";

interface CallCardProps {
  readonly call: Call;
  /** Offers Hang Up: the call is not in the main view, yet is the one the user is handling. */
  readonly endable?: boolean;
  /** More actions before the call's own, e.g. the compact bar's Show call. */
  readonly extra?: ReactNode;
  /** "bar": no frame of its own, for the compact call bar. */
  readonly variant?: "card" | "bar";
}

/**
 * spec 1 §2: "A minimised call card has a Swap button and an [On Hold] tag." The same card keeps
 * the call being transferred in view, and fills the compact call bar.
 */
export function CallCard({ call, endable = false, extra, variant = "card" }: CallCardProps) {
  const swap = useCallCommand(swapCommand, call);
  const answer = useCallCommand(answerCommand, call);
  const decline = useCallCommand(declineCommand, call);
  const hangUp = useCallCommand(hangUpCommand, call);
  const waiting = call.direction === "in" && isUnanswered(call);
  const framed = variant === "card";
  return (
    <Box
      role="group"
      aria-label={`Call with ${callTitle(call)}`}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        minWidth: 0,
        ...(framed
          ? {
              px: 1.5,
              py: 1.25,
              borderRadius: 2.5,
              border: 1,
              borderColor: waiting ? "success.main" : "divider",
              bgcolor: "background.paper",
            }
          : {}),
      }}
    >
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          // In the bar, one line: who, then the status or timer beside them.
          ...(framed ? {} : { display: "flex", alignItems: "center", gap: 2 }),
        }}
      >
        <CallIdentity call={call} size="small" />
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            flexShrink: 0,
            ...(framed ? { pl: 6, mt: 0.25 } : {}),
          }}
        >
          {call.localHold && (
            <Typography variant="caption" sx={{ color: "warning.main", fontWeight: 700 }}>
              {callTexts.onHold}
            </Typography>
          )}
          <CallStatus call={call} align="left" />
        </Box>
      </Box>
      {extra}
      {waiting ? (
        <>
          <RoundAction command={answer} icon={<CallRoundedIcon fontSize="small" />} tone="success" />
          <RoundAction command={decline} icon={<CallEndRoundedIcon fontSize="small" />} tone="error" />
        </>
      ) : swap.availability.enabled ? (
        <Button size="small" variant="outlined" startIcon={<SwapVertRoundedIcon />} onClick={swap.run}>
          {swap.label}
        </Button>
      ) : (
        endable &&
        hangUp.availability.enabled && (
          <RoundAction command={hangUp} icon={<CallEndRoundedIcon fontSize="small" />} tone="error" />
        )
      )}
    </Box>
  );
}

function RoundAction({
  command,
  icon,
  tone,
}: {
  readonly command: BoundCommand;
  readonly icon: ReactNode;
  readonly tone: "success" | "error";
}) {
  return (
    <LazyTooltip
      title={command.shortcut === undefined ? "" : `${command.label} (${command.shortcut})`}
      describeChild
    >
      <IconButton
        aria-label={command.label}
        onClick={command.run}
        sx={{
          bgcolor: `${tone}.main`,
          color: `${tone}.contrastText`,
          "&:hover": { bgcolor: `${tone}.dark` },
        }}
      >
        {icon}
      </IconButton>
    </LazyTooltip>
  );
}
