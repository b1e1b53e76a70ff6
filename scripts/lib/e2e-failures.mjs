// `node e2e-failures.mjs <report.json>` prints, for each failed end-to-end test, its title and the
// first lines of its error and call log: CI keeps only the tail of a run's output, so the reason
// has to be among the last lines, next to the summary (a trace in a discarded checkout helps nobody).
import { existsSync, readFileSync } from "node:fs";

const LINES_PER_FAILURE = 6;
const file = process.argv[2];
if (!file || !existsSync(file)) process.exit(0);
const report = JSON.parse(readFileSync(file, "utf8"));

// Strips the terminal colours Playwright puts into messages.
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, "");

function* specsOf(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, path };
  for (const child of suite.suites ?? []) yield* specsOf(child, path);
}

for (const suite of report.suites ?? []) {
  for (const { spec, path } of specsOf(suite)) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "unexpected") continue;
      const result = test.results?.at(-1);
      console.log(`FAILED [${test.projectName}] ${[...path, spec.title].join(" › ")}`);
      const error = result?.errors?.[0] ?? result?.error;
      const lines = plain(error?.message ?? "(no error message)")
        .split("\n")
        .filter((line) => line.trim() !== "");
      for (const line of lines.slice(0, LINES_PER_FAILURE)) console.log(`  ${line.slice(0, 200)}`);
      const step = error?.location ? `${error.location.file.split("/").pop()}:${error.location.line}` : "";
      if (step) console.log(`  at ${step}`);
    }
  }
}
