import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { Call } from "../model/call";

/** What is true of the call besides its status: held here or there, muted. */
export function CallStateChips({ call }: { readonly call: Call }) {
  const chips = [
    ...(call.localHold ? [{ label: "On hold", color: "warning" as const }] : []),
    ...(call.remoteHold ? [{ label: "Held by the other party", color: "default" as const }] : []),
    ...(call.muted ? [{ label: "Muted", color: "default" as const }] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.75} sx={{ justifyContent: "center", flexWrap: "wrap" }}>
      {chips.map((chip) => (
        <Chip key={chip.label} label={chip.label} color={chip.color} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
