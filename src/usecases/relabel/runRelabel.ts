import { parseGoldenSet } from "../../config/index.js";
import { fsFileSource } from "../../corpus/index.js";
import { UserError } from "../../errors.js";
import { resolveQuestions, type LabelProblem } from "../../evaluation/index.js";
import { loadWorkspace, type Workspace } from "../check/loadWorkspace.js";
import { headingPathKey } from "../pullRequest/followSection.js";
import { unifiedDiff } from "../record/unifiedDiff.js";
import { editGoldenSetText, type KeyFix } from "./editGoldenSetText.js";
import { relabelFix, type RelabelFix } from "./relabelFix.js";
import { gitFileSource } from "../../git/index.js";
import { deletedKeyCheck, documentsByPath } from "../pullRequest/deletedKeys.js";
import { followRenamedKeys } from "../pullRequest/followRenamedKeys.js";
import { changesSince } from "../pullRequest/changesSince.js";

/** What `chunkgate relabel` would change, and what it leaves to a person; nothing is written here. */
export interface RelabelResult {
  /** The golden set's path, relative to the root. */
  file: string;
  before: string;
  after: string;
  /** Unified diff from `before` to `after`; empty when nothing changes. */
  diff: string;
  /** The stale keys fixed, each with what it now reads (`Specifications > Operating temperatures`). */
  fixed: Array<{ problem: LabelProblem; to: string }>;
  /** The stale keys with no fix it can apply, each with why. */
  left: Array<{ problem: LabelProblem; reason: string }>;
}

/** The golden set with the stale labels' fixes spliced in (read back: fixed keys fit, no other stops; else Error), and its diff. */
export async function runRelabel(options: { workspace: Workspace }): Promise<RelabelResult> {
  const { workspace } = options;
  const file = workspace.golden.file;
  const before = await fsFileSource(workspace.root).read(file);
  if (before === undefined) throw new UserError(`the golden set ${file} disappeared while relabelling`, { file, hint: "run relabel again" });
  const fixes: Array<KeyFix & { problem: LabelProblem }> = [];
  const left: RelabelResult["left"] = [];
  for (const problem of workspace.labelProblems) {
    const fix = relabelFix(problem);
    const clash = fix && clashesWithDistractor(workspace, problem, fix);
    if (fix && !clash) fixes.push({ questionId: problem.questionId, key: problem.key, fix, problem });
    else if (clash) left.push({ problem, reason: `the "did you mean" heading \`${clash}\` is one of the question's own distractors: the answer is not there; key it by hand` });
    else left.push({ problem, reason: `no "did you mean" to apply (${problem.kind}): ${problem.hint}` });
  }
  const edited = editGoldenSetText(before, file, fixes);
  const skipped = new Set(edited.skipped.map((s) => `${s.questionId}\u0000${s.key}`));
  for (const s of edited.skipped) left.push({ problem: fixes.find((f) => f.questionId === s.questionId && f.key === s.key)!.problem, reason: s.reason });
  const fixed = fixes.filter((f) => !skipped.has(`${f.questionId}\u0000${f.key}`)).map((f) => ({ problem: f.problem, to: describeFix(f.fix, f.problem) }));
  verify(edited.text, workspace, fixed.map((f) => f.problem));
  return { file, before, after: edited.text, diff: unifiedDiff(before, edited.text, file), fixed, left };
}

/** The heading a supporting key's fix would write when the question names it as a distractor: a fix never lands there. */
function clashesWithDistractor(workspace: Workspace, problem: LabelProblem, fix: RelabelFix): string | undefined {
  if (!("heading" in fix) || !problem.key.startsWith("supporting")) return undefined;
  const question = workspace.golden.questions.find((q) => q.id === problem.questionId);
  const key = question?.supporting[Number(/\[(\d+)\]/.exec(problem.key)?.[1])];
  if (!question || key?.kind !== "heading") return undefined;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const wanted = headingPathKey(fix.heading);
  const clash = question.distractors.some((d) => d.kind === "heading" && same(d.document, key.document) && headingPathKey(d.heading) === wanted);
  return clash ? fix.heading.join(" > ") : undefined;
}

function verify(text: string, workspace: Workspace, fixed: readonly LabelProblem[]): void {
  const documents = [...documentsByPath(workspace).values()];
  const { problems } = resolveQuestions(parseGoldenSet(text, workspace.golden.file), documents, workspace.registry.split);
  const still = (p: LabelProblem) => problems.some((q) => q.questionId === p.questionId && q.key === p.key);
  const worse = problems.filter((q) => !workspace.labelProblems.some((p) => p.questionId === q.questionId && p.key === q.key));
  if (fixed.some(still) || worse.length > 0) throw new Error(`internal: the relabelled ${workspace.golden.file} does not resolve as planned; nothing was written`);
}

/** What a fixed key now reads: its heading path, its document, or both when the document changed. */
function describeFix(fix: RelabelFix, problem: LabelProblem): string {
  if (!("heading" in fix)) return fix.document;
  const heading = fix.heading.join(" > ");
  return "document" in fix && problem.movedTo && problem.movedTo.path !== problem.document ? `${fix.document} > ${heading}` : heading;
}

/** The workspace `chunkgate relabel` fixes: the working tree, or with `base` compared as `check --base` does, keys following their text. */
export async function relabelWorkspace(options: { root: string; registryPath?: string | undefined; base?: string | undefined }): Promise<Workspace> {
  if (options.base === undefined) return loadWorkspace({ root: options.root, registryPath: options.registryPath });
  const { baseCommit, files: changes } = await changesSince({ root: options.root, base: options.base, withoutBase: "to fix the labels by name" });
  let base: Workspace;
  try {
    base = await loadWorkspace({ root: options.root, registryPath: options.registryPath, files: gitFileSource({ cwd: options.root, commit: baseCommit }) });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new UserError(`the base (${baseCommit.slice(0, 7)}) could not be read, so keys cannot be followed to where their text went: ${error.message}`, { hint: "leave out --base to apply the fixes by name, or name a base whose registry and golden set load" });
  }
  const head = await loadWorkspace({ root: options.root, registryPath: options.registryPath, deleted: deletedKeyCheck({ base, changes }) });
  return followRenamedKeys({ head, base, changes });
}
