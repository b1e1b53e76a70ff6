import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatDuration, useElapsedSeconds } from "../hooks/use-elapsed-seconds";
import type { Call } from "../model/call";
import { callOutcome } from "../model/call-outcome";
import { callTexts } from "../model/call-texts";

/**
 * spec 1 §4: outgoing shows Dialling... then Ringing...; incoming shows Incoming Call...; answered
 * a running hh:mm:ss timer; ended or failed what became of it (model/call-outcome.ts).
 */
export function CallStatus({
  call,
  align = "center",
}: {
  readonly call: Call;
  readonly align?: "center" | "left";
}) {
  const elapsed = useElapsedSeconds(call.answerTime, call.endTime);
  const line = (text: string, tone: "primary" | "secondary" | "error" = "secondary") => (
    <Typography
      variant="body2"
      color={tone === "error" ? "error" : tone === "primary" ? "textPrimary" : "textSecondary"}
      sx={{ fontVariantNumeric: "tabular-nums", fontWeight: tone === "primary" ? 600 : 500 }}
    >
      {text}
    </Typography>
  );
  let content;
  switch (call.status) {
    case "init":
      content = line(call.direction === "out" ? callTexts.dialling : callTexts.incoming);
      break;
    case "ringing":
      content = line(call.direction === "out" ? callTexts.ringing : callTexts.incoming);
      break;
    case "answered":
      content = (
        <Box component="time" aria-label="Call duration" role="timer" sx={{ display: "contents" }}>
          {line(formatDuration(elapsed), "primary")}
        </Box>
      );
      break;
    case "ended":
    case "failed":
      // issue 9: what happened in plain words; the SIP answer stays in the failed-call notice.
      content = line(callOutcome(call) ?? "", call.status === "failed" ? "error" : "secondary");
      break;
  }
  return (
    <Box aria-live="polite" sx={{ textAlign: align, minHeight: 20 }}>
      {content}
    </Box>
  );
}
