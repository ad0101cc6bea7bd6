import * as v from "valibot";
import { CHUNK_WARNING_KINDS, type ChunkWarningKind } from "../chunking/index.js";
import { LABEL_PROBLEM_KINDS } from "../evaluation/index.js";
import { CHANGE_ORDER, VERDICTS } from "../gate/index.js";
import { REGRESSION_CAUSES, REPORT_SCHEMA_VERSION } from "../usecases/index.js";
import type { ActionReport } from "./actionReport.js";

// Each rule's message is the expected value; objects drop undeclared keys, so nothing unchecked flows on.

/** `schema` or null; an object uses `v.nullable` instead, so a wrong value inside is reported at its own key path. */
function orNull<T extends v.GenericSchema>(schema: T, message: string) {
  return v.union([v.null(), schema], message);
}
const object = <T extends v.ObjectEntries>(entries: T) => v.object(entries, "an object");
const list = <T extends v.GenericSchema>(item: T) => v.array(item, "a list");
const bool = v.boolean("true or false");

const text = v.string("a string");
const count = v.pipe(v.number("a whole number ≥ 0"), v.safeInteger("a whole number ≥ 0"), v.minValue(0, "a whole number ≥ 0"));
const positive = v.pipe(v.number("a whole number ≥ 1"), v.safeInteger("a whole number ≥ 1"), v.minValue(1, "a whole number ≥ 1"));
const fraction = v.pipe(v.number("a number in [0, 1]"), v.minValue(0, "a number in [0, 1]"), v.maxValue(1, "a number in [0, 1]"));
const amount = v.pipe(v.number("a finite number ≥ 0"), v.finite("a finite number ≥ 0"), v.minValue(0, "a finite number ≥ 0"));
const confidence = v.pipe(v.number("a number between 0 and 1"), v.gtValue(0, "a number between 0 and 1"), v.ltValue(1, "a number between 0 and 1"));
const rank = orNull(positive, "a rank ≥ 1 or null");
/** A git object name: SHA-1 or SHA-256. */
const sha = v.pipe(text, v.regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, "a full commit SHA (40 or 64 lowercase hex digits)"));
/** A registry source id, by the registry's own rule: safe in outputs, logs and Markdown as it is. */
const sourceId = v.pipe(text, v.regex(/^[A-Za-z0-9_.-]+$/, "a source id (letters, digits, `_`, `.` or `-`)"));
// The engine's own lists, so nothing the engine can write is refused here.
const oneOf = (names: readonly string[]) => `one of ${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
const verdict = v.picklist(VERDICTS, oneOf(VERDICTS));
const split = v.picklist(["train", "held_out"], "train or held_out");

const metrics = object({ questions: count, hits: count, recall: fraction, mrr: fraction, precision: fraction, contextTokensPerQuery: amount });

const chunking = object({
  strategy: v.pipe(text, v.nonEmpty("a strategy name")),
  unit: v.picklist(["words", "tokens"], "words or tokens"),
  size: positive,
  overlap: count,
  contextHeader: bool,
  tokenizer: v.picklist(["o200k_base", "cl100k_base"], "o200k_base or cl100k_base"),
  childSize: v.optional(positive),
  mergeSmallSections: v.optional(bool),
  orphanTokens: v.optional(count),
  separators: v.optional(list(text)),
  lengthUnit: v.optional(v.picklist(["characters", "tokens"], "characters or tokens")),
});

const quality = object({
  chunks: count,
  flagged: count,
  rate: fraction,
  counts: object(Object.fromEntries(CHUNK_WARNING_KINDS.map((k) => [k, count])) as Record<ChunkWarningKind, typeof count>),
});

/** An object with `line`, a key the engine's object always has though JSON drops it when undefined. */
function withLine<T extends v.ObjectEntries>(entries: T) {
  return v.pipe(object(entries), v.transform((o: v.InferOutput<v.ObjectSchema<T, "an object">>) => ({ ...o, line: (o as { line?: number }).line })));
}

const digest = v.pipe(text, v.regex(/^sha256:[0-9a-f]{64}$/, "`sha256:` and 64 lowercase hex digits"));
const date = v.pipe(text, v.regex(/^\d{4}-\d{2}-\d{2}$/, "a YYYY-MM-DD date"));

// The digest and fingerprints are kept so the posted report can say which baseline it judged.
const baseline = withLine({
  measuredOn: text,
  retriever: orNull(text, "a string or null"),
  k: orNull(positive, "a whole number ≥ 1 or null"),
  recall: fraction,
  heldOutRecall: orNull(fraction, "a number in [0, 1] or null"),
  questions: orNull(object({ train: count, heldOut: count }), "an object or null"),
  corpus: orNull(object({ documents: count, sections: count, tokens: count }), "an object or null"),
  goldenSet: v.optional(digest),
  corpusFingerprint: v.optional(digest),
  digest: v.optional(digest),
  line: v.optional(positive),
});

const detection = object({
  smallestLoss: orNull(positive, "a whole number ≥ 1 or null"),
  smallestDrop: orNull(fraction, "a number in [0, 1] or null"),
  target: fraction,
  tooSmall: bool,
  suggestedTrain: orNull(positive, "a whole number ≥ 1 or null"),
  suggestedTotal: orNull(positive, "a whole number ≥ 1 or null"),
  sentence: text,
});

const noise = object({
  method: v.picklist(["binomial", "paired", "questions"], "binomial, paired or questions"),
  questions: count,
  allowedLoss: count,
  // net loss against the recorded hits: negative when questions were gained
  lost: v.pipe(v.number("a whole number"), v.safeInteger("a whole number")),
  gained: count,
  realDrop: bool,
  pValue: orNull(fraction, "a number in [0, 1] or null"),
  band: text,
  outcome: text,
  detection,
  fallback: v.optional(text),
});

const staleReason = object({ kind: v.picklist(["retriever", "embedding-model", "k", "golden-set", "corpus-size", "age"], "a staleness reason"), sentence: text, command: text });

const provenance = v.variant(
  "status",
  [
    object({ status: v.literal("measured") }),
    object({ status: v.literal("edited"), sentence: text, command: text }),
    object({ status: v.literal("unmeasured"), sentence: text, command: text }),
  ],
  "measured, edited or unmeasured",
);

const shown = v.picklist(["exact", "noisy", "withheld", "exhausted"], "exact, noisy, withheld or exhausted");

const ledgerEntry = object({
  date,
  commit: text,
  source: sourceId,
  by: v.picklist(["check", "sweep", "record"], "check, sweep or record"),
  cell: v.optional(text),
  metric: text,
  shown,
  value: orNull(fraction, "a number in [0, 1] or null"),
  heldOut: digest,
  baseline: v.union([v.null(), v.object({ digest: text }), v.object({ measuredOn: date })], "`{ digest }`, `{ measuredOn }` or null"),
});

const heldOutLook = object({
  protect: v.picklist(["none", "thresholdout"], "none or thresholdout"),
  shown,
  value: orNull(fraction, "a number in [0, 1] or null"),
  sentence: text,
  looks: count,
  lookSentence: text,
  remaining: orNull(count, "a whole number ≥ 0 or null"),
  ledger: text,
  entry: ledgerEntry,
  recorded: bool,
});

const band = object({ questions: count, baselineHits: count, allowedLoss: count, floor: fraction, confidence });

const question = object({ id: text, question: text, split, hit: bool, firstRelevantRank: rank, relevantChunks: count, topK: list(text) });

const source = object({
  id: sourceId,
  optional: v.optional(v.literal(true, "true")),
  chunking,
  cost: object({
    documents: count,
    sections: count,
    chunks: count,
    sourceTokens: count,
    storedTokens: count,
    fold: amount,
    parents: v.optional(object({ count, tokens: count })),
    quality: v.optional(quality),
  }),
  train: metrics,
  heldOut: metrics,
  baseline: v.nullable(baseline),
  band: orNull(band, "an object or null"),
  verdict,
  summary: text,
  notes: list(text),
  baselineMissing: list(text),
  fix: v.optional(text),
  questions: list(question),
  noise: v.nullable(noise),
  stale: list(staleReason),
  provenance: v.nullable(provenance),
  heldOutLook: v.nullable(heldOutLook),
  // Added within schema version 3: a report written before it has none.
  coverage: v.optional(object({ sections: count, coveredSections: count, tokens: count, coveredTokens: count })),
});

const labelProblemEntries = {
  questionId: text,
  file: text,
  line: v.optional(positive),
  key: v.pipe(text, v.regex(/^(?:supporting|distractors)\[\d+\]$/, "a key path such as `supporting[0]`")),
  kind: v.picklist(LABEL_PROBLEM_KINDS, oneOf(LABEL_PROBLEM_KINDS)),
  document: v.optional(text),
  message: text,
  suggestions: list(text),
  hint: text,
};

const labelProblem = withLine(labelProblemEntries);

const check = object({
  schemaVersion: v.literal(REPORT_SCHEMA_VERSION, `${REPORT_SCHEMA_VERSION}, the version this action reads (a report from another version of chunkgate?)`),
  registry: text,
  goldenSet: text,
  retriever: text,
  k: positive,
  runDepth: positive,
  confidence,
  verdict,
  sources: list(source),
  unanswerable: list(object({ id: text, question: text })),
  labelProblems: list(labelProblem),
  warnings: list(text),
  unregistered: list(object({ glob: text, paths: list(text) })),
  // Added within schema version 2: a report written before it lists none.
  skippedFiles: v.optional(list(text), []),
  drafts: v.optional(object({ file: text, waiting: count })),
  embeddings: v.optional(
    object({ texts: count, hits: count, misses: count, embedded: count, requests: count, retries: count, tokens: orNull(count, "a whole number ≥ 0 or null") }),
  ),
});

const reason = object({ id: sourceId, reason: text });

const location = object({ path: text, line: positive, endLine: v.optional(positive) });

const regression = object({
  sourceId,
  questionId: text,
  question: text,
  split,
  cause: v.picklist(REGRESSION_CAUSES, oneOf(REGRESSION_CAUSES)),
  message: text,
  location: v.optional(location),
  deleted: v.optional(location),
  baseRank: rank,
  headRank: rank,
});

const staleLabel = withLine({
  ...labelProblemEntries,
  question: text,
  // Empty when no touched source scored the question at the base.
  sourceId: v.union([sourceId, v.literal("")], "a source id, or empty"),
  split,
  location: v.optional(location),
  baseRank: rank,
});

const baselineChange = object({
  kind: v.picklist(CHANGE_ORDER, oneOf(CHANGE_ORDER)),
  sourceId: orNull(sourceId, "a source id or null"),
  key: text,
  before: orNull(text, "a string or null"),
  after: orNull(text, "a string or null"),
  at: object({ file: text, line: positive, side: v.picklist(["head", "base"], "head or base") }),
  needsApproval: bool,
  sentence: text,
});

const baselineChanges = object({
  compared: bool,
  note: text,
  changes: list(baselineChange),
  recorded: list(object({ sourceId, before: orNull(text, "a string or null"), after: text, sentence: text })),
  approval: object({ label: v.pipe(text, v.nonEmpty("a label name")), required: count, approved: bool, approvedBy: orNull(text, "a login or null"), digest: text, withdrawn: bool, sentence: text }),
});

const name = v.pipe(text, v.regex(/^[A-Za-z0-9_.-]+$/, "a GitHub owner or repository name"));

const costRise = object({ sourceId, measure: v.picklist(["stored tokens", "context tokens per query"], "`stored tokens` or `context tokens per query`"), base: amount, head: amount });

const draft = object({ id: text, question: text, document: text, heading: list(text), span: text, line: positive });
const patchCoverage = object({
  patch: v.picklist(["note", "warn", "fail"], "note, warn or fail"),
  min: fraction,
  sections: count,
  covered: count,
  uncovered: list(object({ sourceId, path: text, line: positive, headingPath: list(text), draft: v.nullable(draft) })),
  yaml: text,
});

/** The JSON a `mode: check` run writes, every value in range; `satisfies` ties it to the ActionReport type. */
export const actionReportSchema = v.object(
  {
    check,
    registryPath: v.pipe(text, v.nonEmpty("the registry's path")),
    headSha: sha,
    baseSha: orNull(sha, "a full commit SHA or null"),
    changedFiles: count,
    touched: list(reason),
    skipped: list(reason),
    regressions: list(regression),
    staleLabels: list(staleLabel),
    // absent in a report an earlier version wrote: nothing known, as then
    unfitAfterMerge: v.optional(list(labelProblem), []),
    costRises: v.optional(list(costRise), []),
    patchCoverage: v.optional(patchCoverage),
    failureDowngraded: bool,
    baselineChanges,
    pullRequest: orNull(object({ owner: name, repo: name, number: positive }), "`{ owner, repo, number }` or null"),
  },
  "a JSON object",
) satisfies v.GenericSchema<unknown, ActionReport>;
