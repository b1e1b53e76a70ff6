import Box from "@mui/material/Box";
import type { BlfEntry } from "@mobex/contracts/blf";
import { shortNumber } from "../../../shared/phone-number/short-number";
import { useAccessClaims } from "../../auth/commands";
import type { Lamp } from "../model/lamp";
import { lampLabels } from "../model/lamp";

/**
 * The tile's tooltip (spec 1 §2): who it is and what their line is doing, in a few lines. A click
 * opens the details; the direct action has its own button, named for what it does.
 */
export function TileTooltip({ entry, name, lamp }: { entry: BlfEntry; name: string; lamp: Lamp | null }) {
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
    </Box>
  );
}
