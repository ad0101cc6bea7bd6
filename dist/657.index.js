export const id = 657;
export const ids = [657];
export const modules = {

/***/ 3657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  validateActionReport: () => (/* binding */ validateActionReport)
});

// EXTERNAL MODULE: ./node_modules/valibot/dist/index.mjs
var dist = __webpack_require__(7934);
// EXTERNAL MODULE: ./src/usecases/index.ts + 89 modules
var usecases = __webpack_require__(8070);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/chunking/index.ts + 30 modules
var chunking = __webpack_require__(1922);
// EXTERNAL MODULE: ./src/evaluation/index.ts + 11 modules
var evaluation = __webpack_require__(7274);
// EXTERNAL MODULE: ./src/gate/index.ts + 35 modules
var gate = __webpack_require__(8946);
;// CONCATENATED MODULE: ./src/action/actionReportSchema.ts





// Each rule's message is what the value should have been; readActionReport adds the key path and
// the value found. Objects drop keys they do not declare, so nothing unchecked flows on, and a
// report from a newer writer that only adds keys stays readable (schemaVersion marks real breaks).
/** `schema` or null; `message` when the value is neither null nor of the schema's type, else the schema's own message. */
function orNull(schema, message) {
    return dist/* union */.KCZ([dist/* null */.chJ(), schema], message);
}
/** An object schema or null: a wrong value inside the object is reported at its own key path, not as "an object or null". */
function objectOrNull(schema) {
    return dist/* nullable */.mee(schema);
}
const actionReportSchema_text = dist/* string */.YjP("a string");
const count = dist/* pipe */.FsL(dist/* number */.aig("a whole number ≥ 0"), dist/* safeInteger */.Y2b("a whole number ≥ 0"), dist/* minValue */.Wwf(0, "a whole number ≥ 0"));
const positive = dist/* pipe */.FsL(dist/* number */.aig("a whole number ≥ 1"), dist/* safeInteger */.Y2b("a whole number ≥ 1"), dist/* minValue */.Wwf(1, "a whole number ≥ 1"));
const fraction = dist/* pipe */.FsL(dist/* number */.aig("a number in [0, 1]"), dist/* minValue */.Wwf(0, "a number in [0, 1]"), dist/* maxValue */.cGV(1, "a number in [0, 1]"));
const amount = dist/* pipe */.FsL(dist/* number */.aig("a finite number ≥ 0"), dist/* finite */.E2x("a finite number ≥ 0"), dist/* minValue */.Wwf(0, "a finite number ≥ 0"));
const confidence = dist/* pipe */.FsL(dist/* number */.aig("a number between 0 and 1"), dist/* gtValue */.zYL(0, "a number between 0 and 1"), dist/* ltValue */.ulq(1, "a number between 0 and 1"));
const rank = orNull(positive, "a rank ≥ 1 or null");
/** A git object name: SHA-1 (40 hex digits) or SHA-256 (64), as GitHub and `git rev-parse` print them. */
const sha = dist/* pipe */.FsL(actionReportSchema_text, dist/* regex */.yGV(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, "a full commit SHA (40 or 64 lowercase hex digits)"));
/** A registry source id, by the registry's own rule: safe in outputs, logs and Markdown as it is. */
const sourceId = dist/* pipe */.FsL(actionReportSchema_text, dist/* regex */.yGV(/^[A-Za-z0-9_.-]+$/, "a source id (letters, digits, `_`, `.` or `-`)"));
/** `a, b or c`: the accepted names, as a message lists them. */
const oneOf = (names) => `one of ${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
// The lists come from the engine's own constants, so a verdict, cause or kind the engine can write is never refused here.
const verdict = dist/* picklist */.KIO(gate/* VERDICTS */.bk, oneOf(gate/* VERDICTS */.bk));
const split = dist/* picklist */.KIO(["train", "held_out"], "train or held_out");
const metrics = dist/* object */.Ikc({ questions: count, hits: count, recall: fraction, mrr: fraction, precision: fraction, contextTokensPerQuery: amount }, "an object");
const actionReportSchema_chunking = dist/* object */.Ikc({
    strategy: dist/* pipe */.FsL(actionReportSchema_text, dist/* nonEmpty */.hq("a strategy name")),
    unit: dist/* picklist */.KIO(["words", "tokens"], "words or tokens"),
    size: positive,
    overlap: count,
    contextHeader: dist/* boolean */.zMY("true or false"),
    tokenizer: dist/* picklist */.KIO(["o200k_base", "cl100k_base"], "o200k_base or cl100k_base"),
    childSize: dist/* optional */.lqM(positive),
    mergeSmallSections: dist/* optional */.lqM(dist/* boolean */.zMY("true or false")),
    orphanTokens: dist/* optional */.lqM(count),
    separators: dist/* optional */.lqM(dist/* array */.YOg(dist/* string */.YjP("a string"), "a list")),
    lengthUnit: dist/* optional */.lqM(dist/* picklist */.KIO(["characters", "tokens"], "characters or tokens")),
}, "an object");
// The chunk quality figures (chunkWarnings): counts per kind, the engine's own list of kinds.
const quality = dist/* object */.Ikc({
    chunks: count,
    flagged: count,
    rate: fraction,
    counts: dist/* object */.Ikc(Object.fromEntries(chunking/* CHUNK_WARNING_KINDS */.x.map((k) => [k, count])), "an object"),
}, "an object");
/** `sha256:<hex>`: a digest or fingerprint as chunkgate writes them. */
const digest = dist/* pipe */.FsL(actionReportSchema_text, dist/* regex */.yGV(/^sha256:[0-9a-f]{64}$/, "`sha256:` and 64 lowercase hex digits"));
const date = dist/* pipe */.FsL(actionReportSchema_text, dist/* regex */.yGV(/^\d{4}-\d{2}-\d{2}$/, "a YYYY-MM-DD date"));
// A minimal baseline (a date and a recall) has null for what it does not record; the digest and
// both fingerprints are kept, not stripped, so the posted report can say which baseline it judged.
const baseline = dist/* pipe */.FsL(dist/* object */.Ikc({
    measuredOn: actionReportSchema_text,
    retriever: orNull(actionReportSchema_text, "a string or null"),
    k: orNull(positive, "a whole number ≥ 1 or null"),
    recall: fraction,
    heldOutRecall: orNull(fraction, "a number in [0, 1] or null"),
    questions: orNull(dist/* object */.Ikc({ train: count, heldOut: count }, "an object"), "an object or null"),
    corpus: orNull(dist/* object */.Ikc({ documents: count, sections: count, tokens: count }, "an object"), "an object or null"),
    goldenSet: dist/* optional */.lqM(digest),
    corpusFingerprint: dist/* optional */.lqM(digest),
    digest: dist/* optional */.lqM(digest),
    line: dist/* optional */.lqM(positive),
}, "an object"), 
// The engine's Baseline always has the key; JSON drops it when it is undefined.
dist/* transform */.pdi((b) => ({ ...b, line: b.line })));
const detection = dist/* object */.Ikc({
    smallestLoss: orNull(positive, "a whole number ≥ 1 or null"),
    smallestDrop: orNull(fraction, "a number in [0, 1] or null"),
    target: fraction,
    tooSmall: dist/* boolean */.zMY("true or false"),
    suggestedTrain: orNull(positive, "a whole number ≥ 1 or null"),
    suggestedTotal: orNull(positive, "a whole number ≥ 1 or null"),
    sentence: actionReportSchema_text,
}, "an object");
const noise = dist/* object */.Ikc({
    method: dist/* picklist */.KIO(["binomial", "paired", "questions"], "binomial, paired or questions"),
    questions: count,
    allowedLoss: count,
    // net loss against the recorded hits: negative when questions were gained
    lost: dist/* pipe */.FsL(dist/* number */.aig("a whole number"), dist/* safeInteger */.Y2b("a whole number")),
    gained: count,
    realDrop: dist/* boolean */.zMY("true or false"),
    pValue: orNull(fraction, "a number in [0, 1] or null"),
    band: actionReportSchema_text,
    outcome: actionReportSchema_text,
    detection,
    fallback: dist/* optional */.lqM(actionReportSchema_text),
}, "an object");
const staleReason = dist/* object */.Ikc({ kind: dist/* picklist */.KIO(["retriever", "embedding-model", "k", "golden-set", "corpus-size", "age"], "a staleness reason"), sentence: actionReportSchema_text, command: actionReportSchema_text }, "an object");
const provenance = dist/* variant */.Oxt("status", [
    dist/* object */.Ikc({ status: dist/* literal */.euz("measured") }, "an object"),
    dist/* object */.Ikc({ status: dist/* literal */.euz("edited"), sentence: actionReportSchema_text, command: actionReportSchema_text }, "an object"),
    dist/* object */.Ikc({ status: dist/* literal */.euz("unmeasured"), sentence: actionReportSchema_text, command: actionReportSchema_text }, "an object"),
], "measured, edited or unmeasured");
const shown = dist/* picklist */.KIO(["exact", "noisy", "withheld", "exhausted"], "exact, noisy, withheld or exhausted");
const ledgerEntry = dist/* object */.Ikc({
    date,
    commit: actionReportSchema_text,
    source: sourceId,
    by: dist/* picklist */.KIO(["check", "sweep", "record"], "check, sweep or record"),
    cell: dist/* optional */.lqM(actionReportSchema_text),
    metric: actionReportSchema_text,
    shown,
    value: orNull(fraction, "a number in [0, 1] or null"),
    heldOut: digest,
    baseline: dist/* union */.KCZ([dist/* null */.chJ(), dist/* object */.Ikc({ digest: actionReportSchema_text }), dist/* object */.Ikc({ measuredOn: date })], "`{ digest }`, `{ measuredOn }` or null"),
}, "an object");
const heldOutLook = dist/* object */.Ikc({
    protect: dist/* picklist */.KIO(["none", "thresholdout"], "none or thresholdout"),
    shown,
    value: orNull(fraction, "a number in [0, 1] or null"),
    sentence: actionReportSchema_text,
    looks: count,
    lookSentence: actionReportSchema_text,
    remaining: orNull(count, "a whole number ≥ 0 or null"),
    ledger: actionReportSchema_text,
    entry: ledgerEntry,
    recorded: dist/* boolean */.zMY("true or false"),
}, "an object");
const band = dist/* object */.Ikc({ questions: count, baselineHits: count, allowedLoss: count, floor: fraction, confidence }, "an object");
const question = dist/* object */.Ikc({ id: actionReportSchema_text, question: actionReportSchema_text, split, hit: dist/* boolean */.zMY("true or false"), firstRelevantRank: rank, relevantChunks: count, topK: dist/* array */.YOg(actionReportSchema_text, "a list") }, "an object");
const source = dist/* object */.Ikc({
    id: sourceId,
    optional: dist/* optional */.lqM(dist/* literal */.euz(true, "true")),
    chunking: actionReportSchema_chunking,
    cost: dist/* object */.Ikc({
        documents: count,
        sections: count,
        chunks: count,
        sourceTokens: count,
        storedTokens: count,
        fold: amount,
        parents: dist/* optional */.lqM(dist/* object */.Ikc({ count, tokens: count }, "an object")),
        quality: dist/* optional */.lqM(quality),
    }, "an object"),
    train: metrics,
    heldOut: metrics,
    baseline: objectOrNull(baseline),
    band: orNull(band, "an object or null"),
    verdict,
    summary: actionReportSchema_text,
    notes: dist/* array */.YOg(actionReportSchema_text, "a list"),
    baselineMissing: dist/* array */.YOg(actionReportSchema_text, "a list"),
    fix: dist/* optional */.lqM(actionReportSchema_text),
    questions: dist/* array */.YOg(question, "a list"),
    noise: objectOrNull(noise),
    stale: dist/* array */.YOg(staleReason, "a list"),
    provenance: objectOrNull(provenance),
    heldOutLook: objectOrNull(heldOutLook),
}, "an object");
const labelProblemEntries = {
    questionId: actionReportSchema_text,
    file: actionReportSchema_text,
    line: dist/* optional */.lqM(positive),
    key: dist/* pipe */.FsL(actionReportSchema_text, dist/* regex */.yGV(/^(?:supporting|distractors)\[\d+\]$/, "a key path such as `supporting[0]`")),
    kind: dist/* picklist */.KIO(evaluation/* LABEL_PROBLEM_KINDS */.d4, oneOf(evaluation/* LABEL_PROBLEM_KINDS */.d4)),
    document: dist/* optional */.lqM(actionReportSchema_text),
    message: actionReportSchema_text,
    suggestions: dist/* array */.YOg(actionReportSchema_text, "a list"),
    hint: actionReportSchema_text,
};
const labelProblem = dist/* pipe */.FsL(dist/* object */.Ikc(labelProblemEntries, "an object"), 
// The engine's LabelProblem always has the key; JSON drops it when it is undefined.
dist/* transform */.pdi((p) => ({ ...p, line: p.line })));
const check = dist/* object */.Ikc({
    schemaVersion: dist/* literal */.euz(usecases/* REPORT_SCHEMA_VERSION */.WI, `${usecases/* REPORT_SCHEMA_VERSION */.WI}, the version this action reads (a report from another version of chunkgate?)`),
    registry: actionReportSchema_text,
    goldenSet: actionReportSchema_text,
    retriever: actionReportSchema_text,
    k: positive,
    runDepth: positive,
    confidence,
    verdict,
    sources: dist/* array */.YOg(source, "a list"),
    unanswerable: dist/* array */.YOg(dist/* object */.Ikc({ id: actionReportSchema_text, question: actionReportSchema_text }, "an object"), "a list"),
    labelProblems: dist/* array */.YOg(labelProblem, "a list"),
    warnings: dist/* array */.YOg(actionReportSchema_text, "a list"),
    unregistered: dist/* array */.YOg(dist/* object */.Ikc({ glob: actionReportSchema_text, paths: dist/* array */.YOg(actionReportSchema_text, "a list") }, "an object"), "a list"),
    // Added within schema version 2: a report written before it lists none.
    skippedFiles: dist/* optional */.lqM(dist/* array */.YOg(actionReportSchema_text, "a list"), []),
    embeddings: dist/* optional */.lqM(dist/* object */.Ikc({ texts: count, hits: count, misses: count, embedded: count, requests: count, retries: count, tokens: orNull(count, "a whole number ≥ 0 or null") }, "an object")),
}, "an object");
const reason = dist/* object */.Ikc({ id: sourceId, reason: actionReportSchema_text }, "an object");
const actionReportSchema_location = dist/* object */.Ikc({ path: actionReportSchema_text, line: positive, endLine: dist/* optional */.lqM(positive) }, "an object");
const regression = dist/* object */.Ikc({
    sourceId,
    questionId: actionReportSchema_text,
    question: actionReportSchema_text,
    split,
    cause: dist/* picklist */.KIO(usecases/* REGRESSION_CAUSES */.Re, oneOf(usecases/* REGRESSION_CAUSES */.Re)),
    message: actionReportSchema_text,
    location: dist/* optional */.lqM(actionReportSchema_location),
    deleted: dist/* optional */.lqM(actionReportSchema_location),
    baseRank: rank,
    headRank: rank,
}, "an object");
const staleLabel = dist/* pipe */.FsL(dist/* object */.Ikc({
    ...labelProblemEntries,
    question: actionReportSchema_text,
    // Empty when no touched source scored the question at the base.
    sourceId: dist/* union */.KCZ([sourceId, dist/* literal */.euz("")], "a source id, or empty"),
    split,
    location: dist/* optional */.lqM(actionReportSchema_location),
    baseRank: rank,
}, "an object"), dist/* transform */.pdi((p) => ({ ...p, line: p.line })));
const baselineChange = dist/* object */.Ikc({
    kind: dist/* picklist */.KIO(gate/* CHANGE_ORDER */.EY, oneOf(gate/* CHANGE_ORDER */.EY)),
    sourceId: orNull(sourceId, "a source id or null"),
    key: actionReportSchema_text,
    before: orNull(actionReportSchema_text, "a string or null"),
    after: orNull(actionReportSchema_text, "a string or null"),
    at: dist/* object */.Ikc({ file: actionReportSchema_text, line: positive, side: dist/* picklist */.KIO(["head", "base"], "head or base") }, "an object"),
    needsApproval: dist/* boolean */.zMY("true or false"),
    sentence: actionReportSchema_text,
}, "an object");
const baselineChanges = dist/* object */.Ikc({
    compared: dist/* boolean */.zMY("true or false"),
    note: actionReportSchema_text,
    changes: dist/* array */.YOg(baselineChange, "a list"),
    recorded: dist/* array */.YOg(dist/* object */.Ikc({ sourceId, before: orNull(actionReportSchema_text, "a string or null"), after: actionReportSchema_text, sentence: actionReportSchema_text }, "an object"), "a list"),
    approval: dist/* object */.Ikc({ label: dist/* pipe */.FsL(actionReportSchema_text, dist/* nonEmpty */.hq("a label name")), required: count, approved: dist/* boolean */.zMY("true or false"), approvedBy: orNull(actionReportSchema_text, "a login or null"), sentence: actionReportSchema_text }, "an object"),
}, "an object");
/** Owner and repository names as GitHub allows them. */
const actionReportSchema_name = dist/* pipe */.FsL(actionReportSchema_text, dist/* regex */.yGV(/^[A-Za-z0-9_.-]+$/, "a GitHub owner or repository name"));
/**
 * The JSON file a `mode: check` run writes (ActionReport), field by field: types, the verdict and
 * cause names, whole counts, recalls and ranks in range, full commit SHAs, source ids as the
 * registry allows them. Checked against the ActionReport type at compile time, so the two cannot
 * drift apart silently.
 */
const actionReportSchema = dist/* object */.Ikc({
    check,
    registryPath: dist/* pipe */.FsL(actionReportSchema_text, dist/* nonEmpty */.hq("the registry's path")),
    headSha: sha,
    baseSha: orNull(sha, "a full commit SHA or null"),
    changedFiles: count,
    touched: dist/* array */.YOg(reason, "a list"),
    skipped: dist/* array */.YOg(reason, "a list"),
    regressions: dist/* array */.YOg(regression, "a list"),
    staleLabels: dist/* array */.YOg(staleLabel, "a list"),
    failureDowngraded: dist/* boolean */.zMY("true or false"),
    baselineChanges,
    pullRequest: orNull(dist/* object */.Ikc({ owner: actionReportSchema_name, repo: actionReportSchema_name, number: positive }, "an object"), "`{ owner, repo, number }` or null"),
}, "a JSON object");

;// CONCATENATED MODULE: ./src/action/validateActionReport.ts




/** How many problems one error lists before "… and N more". */
const LISTED = 10;
/** Longest value quoted in a problem, in characters. */
const QUOTED = 60;
/**
 * `value` (a parsed JSON report that `mode: report` is about to post) as an ActionReport, checked
 * field by field against actionReportSchema and then for what no single field shows: every
 * evaluated source is one the report says it touched and the other way round, each id once; no
 * source is both touched and skipped; each regression names a touched source; hits never exceed
 * questions; the overall verdict is the one its sources and stale labels give (decideOutcome);
 * the stale labels are the check's label problems; `failureDowngraded` only with a verdict that
 * does not pass. Anything else is a UserError naming `file` and each problem's key
 * path, the value found and what was expected (up to {@link LISTED}), never a stack trace. The
 * result holds only the keys the schema declares.
 */
function validateActionReport(value, file) {
    const parsed = dist/* safeParse */.xLC(actionReportSchema, value);
    let problems;
    if (typeof value !== "object" || value === null || Array.isArray(value))
        problems = [`the file holds ${describeValue(value)}; expected a JSON object`];
    else if (!parsed.success)
        problems = parsed.issues.map(describeIssue);
    else {
        problems = consistencyProblems(parsed.output);
        if (problems.length === 0)
            return parsed.output;
    }
    const listed = problems.slice(0, LISTED).map((p) => `\n- ${p}`);
    const more = problems.length > LISTED ? `\n- … and ${problems.length - LISTED} more` : "";
    throw new errors/* UserError */.yo(`this is not a chunkgate pull request report that can be posted:${listed.join("")}${more}`, {
        file,
        hint: "point `json-report` at the file a `mode: check` run of this action wrote (its `report-path` output), from the same version of chunkgate",
    });
}
function describeIssue(issue) {
    const path = keyPath(issue.path ?? []);
    // A required key that is absent: valibot reports it from the object, whose message says nothing about the key.
    if (issue.type === "object" && issue.input === undefined)
        return `\`${path}\` is missing`;
    return `\`${path}\` is ${describeValue(issue.input)}; expected ${issue.message}`;
}
/** `check.sources[0].train.recall`; empty for the top level. */
function keyPath(path) {
    let out = "";
    for (const item of path)
        out += typeof item.key === "number" ? `[${item.key}]` : `${out === "" ? "" : "."}${String(item.key)}`;
    return out;
}
function describeValue(value) {
    if (Array.isArray(value))
        return "a list";
    if (value === null)
        return "null";
    if (typeof value === "object")
        return "an object";
    const text = JSON.stringify(value) ?? String(value);
    return text.length > QUOTED ? `${text.slice(0, QUOTED - 1)}…` : text;
}
function consistencyProblems(report) {
    const problems = [];
    const { check } = report;
    const touched = new Set(report.touched.map((t) => t.id));
    const evaluated = new Set(check.sources.map((s) => s.id));
    duplicates(check.sources.map((s) => s.id)).forEach((id) => problems.push(`\`check.sources\` lists ${JSON.stringify(id)} more than once`));
    duplicates(report.touched.map((t) => t.id)).forEach((id) => problems.push(`\`touched\` lists ${JSON.stringify(id)} more than once`));
    check.sources.forEach((s, i) => {
        if (!touched.has(s.id))
            problems.push(`\`check.sources[${i}].id\` is ${JSON.stringify(s.id)}, a source that \`touched\` does not list: a report evaluates exactly the sources it touched`);
        for (const split of ["train", "heldOut"]) {
            if (s[split].hits > s[split].questions)
                problems.push(`\`check.sources[${i}].${split}.hits\` is ${s[split].hits}, more than its ${s[split].questions} questions`);
        }
    });
    report.touched.forEach((t, i) => {
        if (!evaluated.has(t.id))
            problems.push(`\`touched[${i}].id\` is ${JSON.stringify(t.id)}, which \`check.sources\` does not hold`);
    });
    report.skipped.forEach((s, i) => {
        if (touched.has(s.id))
            problems.push(`\`skipped[${i}].id\` is ${JSON.stringify(s.id)}, which is also in \`touched\``);
    });
    report.regressions.forEach((r, i) => {
        if (r.sourceId !== "" && !touched.has(r.sourceId))
            problems.push(`\`regressions[${i}].sourceId\` is ${JSON.stringify(r.sourceId)}, which is not a touched source`);
    });
    if (check.runDepth < check.k)
        problems.push(`\`check.runDepth\` is ${check.runDepth}, below \`check.k\` (${check.k})`);
    const { approval, changes } = report.baselineChanges;
    const required = changes.filter((c) => c.needsApproval).length;
    if (approval.required !== required)
        problems.push(`\`baselineChanges.approval.required\` is ${approval.required}, but ${required} of \`baselineChanges.changes\` need approval`);
    if (required === 0 && !approval.approved)
        problems.push("`baselineChanges.approval.approved` is false, but no change needs approval");
    if (!approval.approved && approval.approvedBy !== null)
        problems.push("`baselineChanges.approval.approvedBy` names someone, but nothing was approved");
    const outcome = (0,usecases/* decidePullRequestOutcome */.pq)(report);
    if (check.verdict !== outcome.verdict)
        problems.push(`\`check.verdict\` is ${JSON.stringify(check.verdict)}, but its sources, stale labels and baseline changes give ${JSON.stringify(outcome.verdict)}`);
    if (report.staleLabels.length !== check.labelProblems.length) {
        problems.push(`\`staleLabels\` holds ${report.staleLabels.length}, but \`check.labelProblems\` ${check.labelProblems.length}: each stale label is listed once in both`);
    }
    if (report.failureDowngraded && outcome.exitCode === usecases/* EXIT */.dc.ok)
        problems.push(`\`failureDowngraded\` is true, but the verdict is ${JSON.stringify(check.verdict)}, which passes`);
    return problems;
}
function duplicates(ids) {
    return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}


/***/ })

};
