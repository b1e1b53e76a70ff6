import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Figures } from "./bench-report";

/*
 * The side-by-side table of compare.sh: the generator's JSON figures for Mobex and Kamailio,
 * unpaced and paced, and the ratio ours / Kamailio where a higher figure is better.
 * Usage: tsx bench/sip/compare-table.ts <dir with {mobex,kamailio}-{unpaced,paced}.json>
 */

type Row = {
  label: string;
  cell: (f: Figures) => string;
  /** The figure the ratio compares (higher is better); no ratio when absent. */
  ratioOf?: (f: Figures) => number | null;
};

const fixed = (value: number | null, digits: number) => (value === null ? "n/a" : value.toFixed(digits));

const ROWS: Row[] = [
  { label: "calls/s", cell: (f) => fixed(f.callsPerSecond, 1), ratioOf: (f) => f.callsPerSecond },
  { label: "server CPU ms per call", cell: (f) => fixed(f.cpuMsPerCall, 2) },
  {
    label: "calls per CPU-second",
    cell: (f) => fixed(f.callsPerCpuSecond, 0),
    ratioOf: (f) => f.callsPerCpuSecond,
  },
  { label: "set-up p50 / p99 ms", cell: (f) => `${fixed(f.setupP50Ms, 1)} / ${fixed(f.setupP99Ms, 1)}` },
  { label: "calls done / planned", cell: (f) => `${f.calls}/${f.callsPlanned}` },
  { label: "INVITEs challenged", cell: (f) => `${f.challengedInvites}/${f.calls}` },
  { label: "failures", cell: (f) => `${f.failures}${f.stoppedAtLimit ? " (time limit)" : ""}` },
  { label: "generator CPU ms", cell: (f) => fixed(f.generatorCpuMs, 0) },
];

function read(dir: string, name: string): Figures | undefined {
  const path = join(dir, `${name}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Figures) : undefined;
}

function ratio(ours: number | null | undefined, theirs: number | null | undefined): string {
  return ours && theirs ? `${(ours / theirs).toFixed(2)}×` : "";
}

function table(dir: string): string[] {
  const lines = [
    `${"".padEnd(13)}${"".padEnd(24)}${"Mobex".padStart(16)}${"Kamailio".padStart(16)}   Mobex/Kamailio`,
  ];
  for (const mode of ["unpaced", "paced"] as const) {
    const ours = read(dir, `mobex-${mode}`);
    const theirs = read(dir, `kamailio-${mode}`);
    const heading = mode === "paced" ? `paced ${ours?.rate ?? theirs?.rate ?? "?"}/s` : "unpaced";
    ROWS.forEach((row, index) => {
      const cell = (f: Figures | undefined) => (f ? row.cell(f) : "not run");
      const compared = row.ratioOf ? ratio(ours && row.ratioOf(ours), theirs && row.ratioOf(theirs)) : "";
      lines.push(
        `${(index === 0 ? heading : "").padEnd(13)}${row.label.padEnd(24)}` +
          `${cell(ours).padStart(16)}${cell(theirs).padStart(16)}   ${compared}`,
      );
    });
  }
  return lines;
}

const dir = process.argv[2];
if (!dir) {
  console.error("usage: tsx bench/sip/compare-table.ts <results dir>");
  process.exit(2);
}
console.log(table(dir).join("\n"));
