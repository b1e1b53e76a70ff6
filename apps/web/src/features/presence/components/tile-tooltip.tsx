import Box from "@mui/material/Box";
import type { BlfEntry } from "@mobex/contracts/blf";
import { shortNumber } from "../../../shared/phone-number/short-number";
import { useAccessClaims } from "../../auth/commands";
import type { Lamp } from "../model/lamp";
import { lampLabels } from "../model/lamp";
import { clickAction } from "../model/tile-actions";

/**
 * The tile's tooltip (spec 1 §2): who it is and what their line is doing, in a few lines, and what
 * a click does when it does more than open the details (a key dials, the headset answers).
 */
export function TileTooltip({ entry, name, lamp }: { entry: BlfEntry; name: string; lamp: Lamp | null }) {
  const action = clickAction(entry, lamp);
  // Colleagues by extension, as the tile and the call screen show them (issue 9).
  const ownNumber = useAccessClaims()?.phone ?? "";
  const short = (number: string) => shortNumber(number, ownNumber);
  const lines = [
    short(entry.blf_number),
    lamp === null ? "" : lampLabels[lamp],
    lamp === "onCall" && entry.cnumber !== "" ? `With ${short(entry.cnumber)}` : "",
    lamp === "ringing" && entry.snumber !== "" ? `Call from ${short(entry.snumber)}` : "",
    entry.mobex_status,
    entry.qstatus,
  ].filter((line) => line.trim() !== "");
  return (
    <Box sx={{ py: 0.25 }}>
      <Box sx={{ fontWeight: 700 }}>{name}</Box>
      {lines.map((line) => (
        <Box key={line}>{line}</Box>
      ))}
      {action !== "details" && <Box sx={{ mt: 0.5, opacity: 0.85 }}>Click: {action.label}</Box>}
    </Box>
  );
}
