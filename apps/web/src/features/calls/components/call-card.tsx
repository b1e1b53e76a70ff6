import CallEndRoundedIcon from "@mui/icons-material/CallEndRounded";
import CallRoundedIcon from "@mui/icons-material/CallRounded";
import SwapVertRoundedIcon from "@mui/icons-material/SwapVertRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { answerCommand, declineCommand, swapCommand } from "../commands";
import { useCallCommand } from "../hooks/use-call-command";
import { type Call, isUnanswered } from "../model/call";
import { callTexts } from "../model/call-texts";
import { CallIdentity, callTitle } from "./call-identity";
import { CallStatus } from "./call-status";

/** spec 1 §2: "A minimised call card has a Swap button and an [On Hold] tag." */
export function CallCard({ call }: { readonly call: Call }) {
  const swap = useCallCommand(swapCommand, call);
  const answer = useCallCommand(answerCommand, call);
  const decline = useCallCommand(declineCommand, call);
  const waiting = call.direction === "in" && isUnanswered(call);
  return (
    <Box
      role="group"
      aria-label={`Call with ${callTitle(call)}`}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        px: 1.5,
        py: 1.25,
        borderRadius: 2.5,
        border: 1,
        borderColor: waiting ? "success.main" : "divider",
        bgcolor: "background.paper",
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <CallIdentity call={call} size="small" />
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, pl: 6, mt: 0.25 }}>
          {call.localHold && (
            <Typography variant="caption" sx={{ color: "warning.main", fontWeight: 700 }}>
              {callTexts.onHold}
            </Typography>
          )}
          <CallStatus call={call} align="left" />
        </Box>
      </Box>
      {waiting ? (
        <>
          <IconButton
            aria-label={answer.label}
            onClick={answer.run}
            sx={{
              bgcolor: "success.main",
              color: "success.contrastText",
              "&:hover": { bgcolor: "success.dark" },
            }}
          >
            <CallRoundedIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={decline.label}
            onClick={decline.run}
            sx={{ bgcolor: "error.main", color: "error.contrastText", "&:hover": { bgcolor: "error.dark" } }}
          >
            <CallEndRoundedIcon fontSize="small" />
          </IconButton>
        </>
      ) : (
        swap.availability.enabled && (
          <Button size="small" variant="outlined" startIcon={<SwapVertRoundedIcon />} onClick={swap.run}>
            {swap.label}
          </Button>
        )
      )}
    </Box>
  );
}
