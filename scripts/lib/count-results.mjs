// `node count-results.mjs <vitest|playwright> <report.json>` prints "<passed> <failed>" from a
// runner's JSON report, so test.sh can add up the tests behind its closing line.
import { existsSync, readFileSync } from "node:fs";

const [kind, file] = process.argv.slice(2);
if (!file || !existsSync(file)) process.exit(1);
const report = JSON.parse(readFileSync(file, "utf8"));

// vitest's json reporter follows Jest's shape; Playwright's has stats by outcome.
const counts =
  kind === "playwright"
    ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
    : {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
      };
console.log(`${counts.passed} ${counts.failed}`);
