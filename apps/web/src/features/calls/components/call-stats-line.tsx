import Typography from "@mui/material/Typography";
import type { CallStats } from "../../../services/sip/call-stats";

const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;

/** spec 1 §3 call statistics, sampled every 5 s: jitter, packets lost and received, RTT, fraction lost. */
export function CallStatsLine({ stats }: { readonly stats: CallStats | null }) {
  if (stats === null) return null;
  const parts = [
    `Jitter ${ms(stats.jitter)}`,
    `Lost ${stats.packetsLost} of ${stats.packetsReceived + stats.packetsLost}`,
    ...(stats.roundTripTime === null ? [] : [`RTT ${ms(stats.roundTripTime)}`]),
    ...(stats.fractionLost === null ? [] : [`Loss ${(stats.fractionLost * 100).toFixed(1)} %`]),
  ];
  return (
    <Typography
      variant="caption"
      color="textSecondary"
      component="div"
      aria-label="Call statistics"
      sx={{ textAlign: "center", fontVariantNumeric: "tabular-nums" }}
    >
      {parts.join(" · ")}
    </Typography>
  );
}
