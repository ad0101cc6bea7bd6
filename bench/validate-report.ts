/**
 * What validating a `mode: report` artifact costs: validateActionReport (valibot schema plus the
 * cross-field checks) against JSON.parse of the same text, measured in the same run, in CPU time.
 * Reports: the Lumen fixture's check (36 questions), and the same report with its source's
 * questions repeated to `--questions` (default 20,000), the size of a large golden set.
 *
 *   npx tsx bench/validate-report.ts [--questions N] [--rounds N]
 */
import { resolve } from "node:path";
import type { ActionReport } from "../src/action/actionReport.js";
import { validateActionReport } from "../src/action/validateActionReport.js";
import { runPullRequestCheck } from "../src/usecases/pullRequest/runPullRequestCheck.js";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const questions = flag("--questions", 20_000);
const rounds = flag("--rounds", 20);

const check = await runPullRequestCheck({ root: resolve(import.meta.dirname, "../fixtures/lumen"), scope: "all", headSha: "a".repeat(40), baseCommit: null, changes: [], onRegression: "fail" });
const small: ActionReport = { ...check, pullRequest: { owner: "octo-org", repo: "docs", number: 7 } };
const source = small.check.sources[0]!;
const repeated = Array.from({ length: questions }, (_, i) => ({ ...source.questions[i % source.questions.length]!, id: `q-${i}` }));
const large: ActionReport = { ...small, check: { ...small.check, sources: [{ ...source, questions: repeated }] } };

/** CPU milliseconds per call of `work`, over `rounds` calls after one warm-up. */
function cpuMs(work: () => unknown): number {
  work();
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / rounds;
}

for (const [name, report] of [["lumen (36 questions)", small], [`synthetic (${questions} questions)`, large]] as const) {
  const text = JSON.stringify(report, null, 2);
  const parsed = JSON.parse(text) as unknown;
  // Interleaved: parse, validate, parse, validate, so load on the machine hits both alike.
  const parse: number[] = [];
  const validate: number[] = [];
  for (let i = 0; i < 3; i++) {
    parse.push(cpuMs(() => JSON.parse(text)));
    validate.push(cpuMs(() => validateActionReport(parsed, "report.json")));
  }
  const p = Math.min(...parse);
  const v = Math.min(...validate);
  console.log(`${name}: ${(text.length / 1024).toFixed(0)} KiB; JSON.parse ${p.toFixed(2)} ms, validateActionReport ${v.toFixed(2)} ms CPU (×${(v / p).toFixed(2)} the parse)`);
}
