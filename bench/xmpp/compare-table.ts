import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PhaseFigures } from "./xmpp-bench";

/*
 * The side-by-side table of compare.sh: the generator's JSON figures for Mobex and Prosody, run by
 * run (the runs alternate between the two, so that a neighbour's load falls on both), unpaced and
 * paced, and the ratio ours / Prosody of each figure (messages/s: higher is better; CPU per 1,000
 * messages and latency: lower is better).
 * Usage: tsx bench/xmpp/compare-table.ts <dir with {mobex,prosody}-<run>.json> <runs>
 */

type Report = { rate: number; phases: PhaseFigures[] };

type Row = { label: string; value: (f: PhaseFigures) => number | null; digits: number };

const ROWS: Row[] = [
  { label: "messages/s", value: (f) => f.messagesPerSecond, digits: 0 },
  { label: "server CPU ms / 1,000 msgs", value: (f) => f.cpuMsPer1000, digits: 0 },
  { label: "latency p50 ms", value: (f) => f.p50Ms, digits: 1 },
  { label: "latency p99 ms", value: (f) => f.p99Ms, digits: 1 },
  // Since the run began (a backlog of the unpaced phase shows in the paced one until it arrives).
  { label: "not delivered (so far)", value: (f) => f.undelivered, digits: 0 },
];

function read(dir: string, name: string): Report | undefined {
  const path = join(dir, `${name}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Report) : undefined;
}

function cell(figures: PhaseFigures | undefined, row: Row): string {
  if (!figures) return "not run";
  const value = row.value(figures);
  return value === null ? "n/a" : value.toFixed(row.digits);
}

function ratio(ours: PhaseFigures | undefined, theirs: PhaseFigures | undefined, row: Row): string {
  const a = ours && row.value(ours);
  const b = theirs && row.value(theirs);
  return a !== undefined && a !== null && b ? `${(a / b).toFixed(2)}×` : "";
}

function table(dir: string, runs: number, ours: string): string[] {
  const lines = [
    `${"".padEnd(22)}${"".padEnd(28)}${ours.padStart(12)}${"Prosody".padStart(12)}   ours/Prosody`,
  ];
  for (let run = 1; run <= runs; run++) {
    const mobex = read(dir, `mobex-${run}`);
    const prosody = read(dir, `prosody-${run}`);
    for (const mode of ["unpaced", "paced"]) {
      const a = mobex?.phases.find((phase) => phase.phase === mode);
      const b = prosody?.phases.find((phase) => phase.phase === mode);
      const rate = mobex?.rate ?? prosody?.rate ?? "?";
      const heading = `run ${run} ${mode === "paced" ? `paced ${rate}/s` : "unpaced"}`;
      ROWS.forEach((row, index) => {
        lines.push(
          `${(index === 0 ? heading : "").padEnd(22)}${row.label.padEnd(28)}` +
            `${cell(a, row).padStart(12)}${cell(b, row).padStart(12)}   ${ratio(a, b, row)}`,
        );
      });
    }
  }
  return lines;
}

const [dir, runs, ours] = process.argv.slice(2);
if (!dir || !runs) {
  console.error("usage: tsx bench/xmpp/compare-table.ts <results dir> <runs> [our column's name]");
  process.exit(2);
}
console.log(table(dir, Number(runs), ours ?? "Mobex").join("\n"));
