import Typography from "@mui/material/Typography";
import type { CallStats } from "../../../services/sip/call-stats";

const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;

/** spec 1 §3 call statistics, sampled every 5 s: jitter, packets lost and received, RTT, fraction lost. */
export function CallStatsLine({ stats }: { readonly stats: CallStats | null }) {
  if (stats === null) return null;
  const parts = [
    `${stats.packetsReceived} packets`,
    `${stats.packetsLost} lost`,
    `jitter ${ms(stats.jitter)}`,
    ...(stats.roundTripTime === null ? [] : [`RTT ${ms(stats.roundTripTime)}`]),
    ...(stats.fractionLost === null
      ? []
      : [`${(stats.fractionLost * 100).toFixed(1)} % lost at the far end`]),
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
