import * as v from "valibot";
import { CHUNK_WARNING_KINDS, type ChunkWarningKind } from "../chunking/index.js";
import { LABEL_PROBLEM_KINDS } from "../evaluation/index.js";
import { CHANGE_ORDER, VERDICTS } from "../gate/index.js";
import { REGRESSION_CAUSES, REPORT_SCHEMA_VERSION } from "../usecases/index.js";
import type { ActionReport } from "./actionReport.js";

// Each rule's message is what the value should have been; readActionReport adds the key path and
// the value found. Objects drop keys they do not declare, so nothing unchecked flows on, and a
// report from a newer writer that only adds keys stays readable (schemaVersion marks real breaks).
// An object that may be null is `v.nullable`, so a wrong value inside it is reported at its own key path.

/** `schema` or null; `message` when the value is neither null nor of the schema's type, else the schema's own message. */
function orNull<T extends v.GenericSchema>(schema: T, message: string) {
  return v.union([v.null(), schema], message);
}

const text = v.string("a string");
const count = v.pipe(v.number("a whole number ≥ 0"), v.safeInteger("a whole number ≥ 0"), v.minValue(0, "a whole number ≥ 0"));
const positive = v.pipe(v.number("a whole number ≥ 1"), v.safeInteger("a whole number ≥ 1"), v.minValue(1, "a whole number ≥ 1"));
const fraction = v.pipe(v.number("a number in [0, 1]"), v.minValue(0, "a number in [0, 1]"), v.maxValue(1, "a number in [0, 1]"));
const amount = v.pipe(v.number("a finite number ≥ 0"), v.finite("a finite number ≥ 0"), v.minValue(0, "a finite number ≥ 0"));
const confidence = v.pipe(v.number("a number between 0 and 1"), v.gtValue(0, "a number between 0 and 1"), v.ltValue(1, "a number between 0 and 1"));
const rank = orNull(positive, "a rank ≥ 1 or null");
/** A git object name: SHA-1 (40 hex digits) or SHA-256 (64), as GitHub and `git rev-parse` print them. */
const sha = v.pipe(text, v.regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, "a full commit SHA (40 or 64 lowercase hex digits)"));
/** A registry source id, by the registry's own rule: safe in outputs, logs and Markdown as it is. */
const sourceId = v.pipe(text, v.regex(/^[A-Za-z0-9_.-]+$/, "a source id (letters, digits, `_`, `.` or `-`)"));
/** `a, b or c`: the accepted names, as a message lists them. */
const oneOf = (names: readonly string[]) => `one of ${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
// The lists come from the engine's own constants, so a verdict, cause or kind the engine can write is never refused here.
const verdict = v.picklist(VERDICTS, oneOf(VERDICTS));
const split = v.picklist(["train", "held_out"], "train or held_out");

const metrics = v.object({ questions: count, hits: count, recall: fraction, mrr: fraction, precision: fraction, contextTokensPerQuery: amount }, "an object");

const chunking = v.object(
  {
    strategy: v.pipe(text, v.nonEmpty("a strategy name")),
    unit: v.picklist(["words", "tokens"], "words or tokens"),
    size: positive,
    overlap: count,
    contextHeader: v.boolean("true or false"),
    tokenizer: v.picklist(["o200k_base", "cl100k_base"], "o200k_base or cl100k_base"),
    childSize: v.optional(positive),
    mergeSmallSections: v.optional(v.boolean("true or false")),
    orphanTokens: v.optional(count),
    separators: v.optional(v.array(v.string("a string"), "a list")),
    lengthUnit: v.optional(v.picklist(["characters", "tokens"], "characters or tokens")),
  },
  "an object",
);

// The chunk quality figures (chunkWarnings): counts per kind, the engine's own list of kinds.
const quality = v.object(
  {
    chunks: count,
    flagged: count,
    rate: fraction,
    counts: v.object(Object.fromEntries(CHUNK_WARNING_KINDS.map((k) => [k, count])) as Record<ChunkWarningKind, typeof count>, "an object"),
  },
  "an object",
);

/** `sha256:<hex>`: a digest or fingerprint as chunkgate writes them. */
const digest = v.pipe(text, v.regex(/^sha256:[0-9a-f]{64}$/, "`sha256:` and 64 lowercase hex digits"));
const date = v.pipe(text, v.regex(/^\d{4}-\d{2}-\d{2}$/, "a YYYY-MM-DD date"));

// A minimal baseline (a date and a recall) has null for what it does not record; the digest and
// both fingerprints are kept, not stripped, so the posted report can say which baseline it judged.
const baseline = v.pipe(
  v.object(
    {
      measuredOn: text,
      retriever: orNull(text, "a string or null"),
      k: orNull(positive, "a whole number ≥ 1 or null"),
      recall: fraction,
      heldOutRecall: orNull(fraction, "a number in [0, 1] or null"),
      questions: orNull(v.object({ train: count, heldOut: count }, "an object"), "an object or null"),
      corpus: orNull(v.object({ documents: count, sections: count, tokens: count }, "an object"), "an object or null"),
      goldenSet: v.optional(digest),
      corpusFingerprint: v.optional(digest),
      digest: v.optional(digest),
      line: v.optional(positive),
    },
    "an object",
  ),
  // The engine's Baseline always has the key; JSON drops it when it is undefined.
  v.transform((b) => ({ ...b, line: b.line })),
);

const detection = v.object(
  {
    smallestLoss: orNull(positive, "a whole number ≥ 1 or null"),
    smallestDrop: orNull(fraction, "a number in [0, 1] or null"),
    target: fraction,
    tooSmall: v.boolean("true or false"),
    suggestedTrain: orNull(positive, "a whole number ≥ 1 or null"),
    suggestedTotal: orNull(positive, "a whole number ≥ 1 or null"),
    sentence: text,
  },
  "an object",
);

const noise = v.object(
  {
    method: v.picklist(["binomial", "paired", "questions"], "binomial, paired or questions"),
    questions: count,
    allowedLoss: count,
    // net loss against the recorded hits: negative when questions were gained
    lost: v.pipe(v.number("a whole number"), v.safeInteger("a whole number")),
    gained: count,
    realDrop: v.boolean("true or false"),
    pValue: orNull(fraction, "a number in [0, 1] or null"),
    band: text,
    outcome: text,
    detection,
    fallback: v.optional(text),
  },
  "an object",
);

const staleReason = v.object(
  { kind: v.picklist(["retriever", "embedding-model", "k", "golden-set", "corpus-size", "age"], "a staleness reason"), sentence: text, command: text },
  "an object",
);

const provenance = v.variant(
  "status",
  [
    v.object({ status: v.literal("measured") }, "an object"),
    v.object({ status: v.literal("edited"), sentence: text, command: text }, "an object"),
    v.object({ status: v.literal("unmeasured"), sentence: text, command: text }, "an object"),
  ],
  "measured, edited or unmeasured",
);

const shown = v.picklist(["exact", "noisy", "withheld", "exhausted"], "exact, noisy, withheld or exhausted");

const ledgerEntry = v.object(
  {
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
  },
  "an object",
);

const heldOutLook = v.object(
  {
    protect: v.picklist(["none", "thresholdout"], "none or thresholdout"),
    shown,
    value: orNull(fraction, "a number in [0, 1] or null"),
    sentence: text,
    looks: count,
    lookSentence: text,
    remaining: orNull(count, "a whole number ≥ 0 or null"),
    ledger: text,
    entry: ledgerEntry,
    recorded: v.boolean("true or false"),
  },
  "an object",
);

const band = v.object({ questions: count, baselineHits: count, allowedLoss: count, floor: fraction, confidence }, "an object");

const question = v.object({ id: text, question: text, split, hit: v.boolean("true or false"), firstRelevantRank: rank, relevantChunks: count, topK: v.array(text, "a list") }, "an object");

const source = v.object(
  {
    id: sourceId,
    optional: v.optional(v.literal(true, "true")),
    chunking,
    cost: v.object(
      {
        documents: count,
        sections: count,
        chunks: count,
        sourceTokens: count,
        storedTokens: count,
        fold: amount,
        parents: v.optional(v.object({ count, tokens: count }, "an object")),
        quality: v.optional(quality),
      },
      "an object",
    ),
    train: metrics,
    heldOut: metrics,
    baseline: v.nullable(baseline),
    band: orNull(band, "an object or null"),
    verdict,
    summary: text,
    notes: v.array(text, "a list"),
    baselineMissing: v.array(text, "a list"),
    fix: v.optional(text),
    questions: v.array(question, "a list"),
    noise: v.nullable(noise),
    stale: v.array(staleReason, "a list"),
    provenance: v.nullable(provenance),
    heldOutLook: v.nullable(heldOutLook),
    // Added within schema version 3: a report written before it has none.
    coverage: v.optional(v.object({ sections: count, coveredSections: count, tokens: count, coveredTokens: count }, "an object")),
  },
  "an object",
);

const labelProblemEntries = {
  questionId: text,
  file: text,
  line: v.optional(positive),
  key: v.pipe(text, v.regex(/^(?:supporting|distractors)\[\d+\]$/, "a key path such as `supporting[0]`")),
  kind: v.picklist(LABEL_PROBLEM_KINDS, oneOf(LABEL_PROBLEM_KINDS)),
  document: v.optional(text),
  message: text,
  suggestions: v.array(text, "a list"),
  hint: text,
};

const labelProblem = v.pipe(
  v.object(labelProblemEntries, "an object"),
  // The engine's LabelProblem always has the key; JSON drops it when it is undefined.
  v.transform((p) => ({ ...p, line: p.line })),
);

const check = v.object(
  {
    schemaVersion: v.literal(REPORT_SCHEMA_VERSION, `${REPORT_SCHEMA_VERSION}, the version this action reads (a report from another version of chunkgate?)`),
    registry: text,
    goldenSet: text,
    retriever: text,
    k: positive,
    runDepth: positive,
    confidence,
    verdict,
    sources: v.array(source, "a list"),
    unanswerable: v.array(v.object({ id: text, question: text }, "an object"), "a list"),
    labelProblems: v.array(labelProblem, "a list"),
    warnings: v.array(text, "a list"),
    unregistered: v.array(v.object({ glob: text, paths: v.array(text, "a list") }, "an object"), "a list"),
    // Added within schema version 2: a report written before it lists none.
    skippedFiles: v.optional(v.array(text, "a list"), []),
    drafts: v.optional(v.object({ file: text, waiting: count }, "an object")),
    embeddings: v.optional(
      v.object({ texts: count, hits: count, misses: count, embedded: count, requests: count, retries: count, tokens: orNull(count, "a whole number ≥ 0 or null") }, "an object"),
    ),
  },
  "an object",
);

const reason = v.object({ id: sourceId, reason: text }, "an object");

const location = v.object({ path: text, line: positive, endLine: v.optional(positive) }, "an object");

const regression = v.object(
  {
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
  },
  "an object",
);

const staleLabel = v.pipe(
  v.object(
    {
      ...labelProblemEntries,
      question: text,
      // Empty when no touched source scored the question at the base.
      sourceId: v.union([sourceId, v.literal("")], "a source id, or empty"),
      split,
      location: v.optional(location),
      baseRank: rank,
    },
    "an object",
  ),
  v.transform((p) => ({ ...p, line: p.line })),
);

const baselineChange = v.object(
  {
    kind: v.picklist(CHANGE_ORDER, oneOf(CHANGE_ORDER)),
    sourceId: orNull(sourceId, "a source id or null"),
    key: text,
    before: orNull(text, "a string or null"),
    after: orNull(text, "a string or null"),
    at: v.object({ file: text, line: positive, side: v.picklist(["head", "base"], "head or base") }, "an object"),
    needsApproval: v.boolean("true or false"),
    sentence: text,
  },
  "an object",
);

const baselineChanges = v.object(
  {
    compared: v.boolean("true or false"),
    note: text,
    changes: v.array(baselineChange, "a list"),
    recorded: v.array(v.object({ sourceId, before: orNull(text, "a string or null"), after: text, sentence: text }, "an object"), "a list"),
    approval: v.object({ label: v.pipe(text, v.nonEmpty("a label name")), required: count, approved: v.boolean("true or false"), approvedBy: orNull(text, "a login or null"), digest: text, withdrawn: v.boolean("true or false"), sentence: text }, "an object"),
  },
  "an object",
);

/** Owner and repository names as GitHub allows them. */
const name = v.pipe(text, v.regex(/^[A-Za-z0-9_.-]+$/, "a GitHub owner or repository name"));

const costRise = v.object({ sourceId, measure: v.picklist(["stored tokens", "context tokens per query"], "`stored tokens` or `context tokens per query`"), base: amount, head: amount }, "an object");

const draft = v.object({ id: text, question: text, document: text, heading: v.array(text, "a list"), span: text, line: positive }, "an object");
const patchCoverage = v.object(
  {
    patch: v.picklist(["note", "warn", "fail"], "note, warn or fail"),
    min: fraction,
    sections: count,
    covered: count,
    uncovered: v.array(v.object({ sourceId, path: text, line: positive, headingPath: v.array(text, "a list"), draft: v.nullable(draft) }, "an object"), "a list"),
    yaml: text,
  },
  "an object",
);

/**
 * The JSON file a `mode: check` run writes (ActionReport), field by field: types, the verdict and
 * cause names, whole counts, recalls and ranks in range, full commit SHAs, source ids as the
 * registry allows them. Checked against the ActionReport type at compile time, so the two cannot
 * drift apart silently.
 */
export const actionReportSchema = v.object(
  {
    check,
    registryPath: v.pipe(text, v.nonEmpty("the registry's path")),
    headSha: sha,
    baseSha: orNull(sha, "a full commit SHA or null"),
    changedFiles: count,
    touched: v.array(reason, "a list"),
    skipped: v.array(reason, "a list"),
    regressions: v.array(regression, "a list"),
    staleLabels: v.array(staleLabel, "a list"),
    // absent in a report an earlier version wrote: nothing known, as then
    unfitAfterMerge: v.optional(v.array(labelProblem, "a list"), []),
    costRises: v.optional(v.array(costRise, "a list"), []),
    patchCoverage: v.optional(patchCoverage),
    failureDowngraded: v.boolean("true or false"),
    baselineChanges,
    pullRequest: orNull(v.object({ owner: name, repo: name, number: positive }, "an object"), "`{ owner, repo, number }` or null"),
  },
  "a JSON object",
) satisfies v.GenericSchema<unknown, ActionReport>;
