const id = 657;
const ids = [657];
const modules = {
  /***/
  3657: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.d(__webpack_exports__, {
        validateActionReport: () => (
          /* binding */
          validateActionReport
        )
      });
      var dist = __webpack_require__(7934);
      var usecases = __webpack_require__(991);
      var errors = __webpack_require__(3916);
      var chunking = __webpack_require__(6417);
      var evaluation = __webpack_require__(7674);
      var gate = __webpack_require__(1340);
      ;
      function orNull(schema, message) {
        return dist.KCZ([dist.chJ(), schema], message);
      }
      const object = (entries) => dist.Ikc(entries, "an object");
      const list = (item) => dist.YOg(item, "a list");
      const bool = dist.zMY("true or false");
      const actionReportSchema_text = dist.YjP("a string");
      const count = dist.FsL(dist.aig("a whole number \u2265 0"), dist.Y2b("a whole number \u2265 0"), dist.Wwf(0, "a whole number \u2265 0"));
      const positive = dist.FsL(dist.aig("a whole number \u2265 1"), dist.Y2b("a whole number \u2265 1"), dist.Wwf(1, "a whole number \u2265 1"));
      const fraction = dist.FsL(dist.aig("a number in [0, 1]"), dist.Wwf(0, "a number in [0, 1]"), dist.cGV(1, "a number in [0, 1]"));
      const amount = dist.FsL(dist.aig("a finite number \u2265 0"), dist.E2x("a finite number \u2265 0"), dist.Wwf(0, "a finite number \u2265 0"));
      const confidence = dist.FsL(dist.aig("a number between 0 and 1"), dist.zYL(0, "a number between 0 and 1"), dist.ulq(1, "a number between 0 and 1"));
      const rank = orNull(positive, "a rank \u2265 1 or null");
      const sha = dist.FsL(actionReportSchema_text, dist.yGV(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, "a full commit SHA (40 or 64 lowercase hex digits)"));
      const sourceId = dist.FsL(actionReportSchema_text, dist.yGV(/^[A-Za-z0-9_.-]+$/, "a source id (letters, digits, `_`, `.` or `-`)"));
      const oneOf = (names) => `one of ${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
      const verdict = dist.KIO(gate.bk, oneOf(gate.bk));
      const split = dist.KIO(["train", "held_out"], "train or held_out");
      const metrics = object({ questions: count, hits: count, recall: fraction, mrr: fraction, precision: fraction, contextTokensPerQuery: amount });
      const actionReportSchema_chunking = object({
        strategy: dist.FsL(actionReportSchema_text, dist.hq("a strategy name")),
        unit: dist.KIO(["words", "tokens"], "words or tokens"),
        size: positive,
        overlap: count,
        contextHeader: bool,
        tokenizer: dist.KIO(["o200k_base", "cl100k_base"], "o200k_base or cl100k_base"),
        childSize: dist.lqM(positive),
        mergeSmallSections: dist.lqM(bool),
        orphanTokens: dist.lqM(count),
        separators: dist.lqM(list(actionReportSchema_text)),
        lengthUnit: dist.lqM(dist.KIO(["characters", "tokens"], "characters or tokens"))
      });
      const quality = object({
        chunks: count,
        flagged: count,
        rate: fraction,
        counts: object(Object.fromEntries(chunking.x.map((k) => [k, count])))
      });
      function withLine(entries) {
        return dist.FsL(object(entries), dist.pdi((o) => ({ ...o, line: o.line })));
      }
      const digest = dist.FsL(actionReportSchema_text, dist.yGV(/^sha256:[0-9a-f]{64}$/, "`sha256:` and 64 lowercase hex digits"));
      const date = dist.FsL(actionReportSchema_text, dist.yGV(/^\d{4}-\d{2}-\d{2}$/, "a YYYY-MM-DD date"));
      const baseline = withLine({
        measuredOn: actionReportSchema_text,
        retriever: orNull(actionReportSchema_text, "a string or null"),
        k: orNull(positive, "a whole number \u2265 1 or null"),
        recall: fraction,
        heldOutRecall: orNull(fraction, "a number in [0, 1] or null"),
        questions: orNull(object({ train: count, heldOut: count }), "an object or null"),
        corpus: orNull(object({ documents: count, sections: count, tokens: count }), "an object or null"),
        goldenSet: dist.lqM(digest),
        corpusFingerprint: dist.lqM(digest),
        digest: dist.lqM(digest),
        line: dist.lqM(positive)
      });
      const detection = object({
        smallestLoss: orNull(positive, "a whole number \u2265 1 or null"),
        smallestDrop: orNull(fraction, "a number in [0, 1] or null"),
        target: fraction,
        tooSmall: bool,
        suggestedTrain: orNull(positive, "a whole number \u2265 1 or null"),
        suggestedTotal: orNull(positive, "a whole number \u2265 1 or null"),
        sentence: actionReportSchema_text
      });
      const noise = object({
        method: dist.KIO(["binomial", "paired", "questions"], "binomial, paired or questions"),
        questions: count,
        allowedLoss: count,
        // net loss against the recorded hits: negative when questions were gained
        lost: dist.FsL(dist.aig("a whole number"), dist.Y2b("a whole number")),
        gained: count,
        realDrop: bool,
        pValue: orNull(fraction, "a number in [0, 1] or null"),
        band: actionReportSchema_text,
        outcome: actionReportSchema_text,
        detection,
        fallback: dist.lqM(actionReportSchema_text)
      });
      const staleReason = object({ kind: dist.KIO(["retriever", "embedding-model", "k", "golden-set", "corpus-size", "age"], "a staleness reason"), sentence: actionReportSchema_text, command: actionReportSchema_text });
      const provenance = dist.Oxt("status", [
        object({ status: dist.euz("measured") }),
        object({ status: dist.euz("edited"), sentence: actionReportSchema_text, command: actionReportSchema_text }),
        object({ status: dist.euz("unmeasured"), sentence: actionReportSchema_text, command: actionReportSchema_text })
      ], "measured, edited or unmeasured");
      const shown = dist.KIO(["exact", "noisy", "withheld", "exhausted"], "exact, noisy, withheld or exhausted");
      const ledgerEntry = object({
        date,
        commit: actionReportSchema_text,
        source: sourceId,
        by: dist.KIO(["check", "sweep", "record"], "check, sweep or record"),
        cell: dist.lqM(actionReportSchema_text),
        metric: actionReportSchema_text,
        shown,
        value: orNull(fraction, "a number in [0, 1] or null"),
        heldOut: digest,
        baseline: dist.KCZ([dist.chJ(), dist.Ikc({ digest: actionReportSchema_text }), dist.Ikc({ measuredOn: date })], "`{ digest }`, `{ measuredOn }` or null")
      });
      const heldOutLook = object({
        protect: dist.KIO(["none", "thresholdout"], "none or thresholdout"),
        shown,
        value: orNull(fraction, "a number in [0, 1] or null"),
        sentence: actionReportSchema_text,
        looks: count,
        lookSentence: actionReportSchema_text,
        remaining: orNull(count, "a whole number \u2265 0 or null"),
        ledger: actionReportSchema_text,
        entry: ledgerEntry,
        recorded: bool
      });
      const band = object({ questions: count, baselineHits: count, allowedLoss: count, floor: fraction, confidence });
      const question = object({ id: actionReportSchema_text, question: actionReportSchema_text, split, hit: bool, firstRelevantRank: rank, relevantChunks: count, topK: list(actionReportSchema_text) });
      const source = object({
        id: sourceId,
        optional: dist.lqM(dist.euz(true, "true")),
        chunking: actionReportSchema_chunking,
        cost: object({
          documents: count,
          sections: count,
          chunks: count,
          sourceTokens: count,
          storedTokens: count,
          fold: amount,
          parents: dist.lqM(object({ count, tokens: count })),
          quality: dist.lqM(quality)
        }),
        train: metrics,
        heldOut: metrics,
        baseline: dist.mee(baseline),
        band: orNull(band, "an object or null"),
        verdict,
        summary: actionReportSchema_text,
        notes: list(actionReportSchema_text),
        baselineMissing: list(actionReportSchema_text),
        fix: dist.lqM(actionReportSchema_text),
        questions: list(question),
        noise: dist.mee(noise),
        stale: list(staleReason),
        provenance: dist.mee(provenance),
        heldOutLook: dist.mee(heldOutLook),
        // Added within schema version 3: a report written before it has none.
        coverage: dist.lqM(object({ sections: count, coveredSections: count, tokens: count, coveredTokens: count }))
      });
      const labelProblemEntries = {
        questionId: actionReportSchema_text,
        file: actionReportSchema_text,
        line: dist.lqM(positive),
        key: dist.FsL(actionReportSchema_text, dist.yGV(/^(?:supporting|distractors)\[\d+\]$/, "a key path such as `supporting[0]`")),
        kind: dist.KIO(evaluation.d4, oneOf(evaluation.d4)),
        document: dist.lqM(actionReportSchema_text),
        message: actionReportSchema_text,
        suggestions: list(actionReportSchema_text),
        hint: actionReportSchema_text
      };
      const labelProblem = withLine(labelProblemEntries);
      const check = object({
        schemaVersion: dist.euz(usecases.WI, `${usecases.WI}, the version this action reads (a report from another version of chunkgate?)`),
        registry: actionReportSchema_text,
        goldenSet: actionReportSchema_text,
        retriever: actionReportSchema_text,
        k: positive,
        runDepth: positive,
        confidence,
        verdict,
        sources: list(source),
        unanswerable: list(object({ id: actionReportSchema_text, question: actionReportSchema_text })),
        labelProblems: list(labelProblem),
        warnings: list(actionReportSchema_text),
        unregistered: list(object({ glob: actionReportSchema_text, paths: list(actionReportSchema_text) })),
        // Added within schema version 2: a report written before it lists none.
        skippedFiles: dist.lqM(list(actionReportSchema_text), []),
        drafts: dist.lqM(object({ file: actionReportSchema_text, waiting: count })),
        embeddings: dist.lqM(object({ texts: count, hits: count, misses: count, embedded: count, requests: count, retries: count, tokens: orNull(count, "a whole number \u2265 0 or null") }))
      });
      const reason = object({ id: sourceId, reason: actionReportSchema_text });
      const actionReportSchema_location = object({ path: actionReportSchema_text, line: positive, endLine: dist.lqM(positive) });
      const regression = object({
        sourceId,
        questionId: actionReportSchema_text,
        question: actionReportSchema_text,
        split,
        cause: dist.KIO(usecases.Re, oneOf(usecases.Re)),
        message: actionReportSchema_text,
        location: dist.lqM(actionReportSchema_location),
        deleted: dist.lqM(actionReportSchema_location),
        baseRank: rank,
        headRank: rank
      });
      const staleLabel = withLine({
        ...labelProblemEntries,
        question: actionReportSchema_text,
        // Empty when no touched source scored the question at the base.
        sourceId: dist.KCZ([sourceId, dist.euz("")], "a source id, or empty"),
        split,
        location: dist.lqM(actionReportSchema_location),
        baseRank: rank
      });
      const baselineChange = object({
        kind: dist.KIO(gate.EY, oneOf(gate.EY)),
        sourceId: orNull(sourceId, "a source id or null"),
        key: actionReportSchema_text,
        before: orNull(actionReportSchema_text, "a string or null"),
        after: orNull(actionReportSchema_text, "a string or null"),
        at: object({ file: actionReportSchema_text, line: positive, side: dist.KIO(["head", "base"], "head or base") }),
        needsApproval: bool,
        sentence: actionReportSchema_text
      });
      const baselineChanges = object({
        compared: bool,
        note: actionReportSchema_text,
        changes: list(baselineChange),
        recorded: list(object({ sourceId, before: orNull(actionReportSchema_text, "a string or null"), after: actionReportSchema_text, sentence: actionReportSchema_text })),
        approval: object({ label: dist.FsL(actionReportSchema_text, dist.hq("a label name")), required: count, approved: bool, approvedBy: orNull(actionReportSchema_text, "a login or null"), digest: actionReportSchema_text, withdrawn: bool, sentence: actionReportSchema_text })
      });
      const actionReportSchema_name = dist.FsL(actionReportSchema_text, dist.yGV(/^[A-Za-z0-9_.-]+$/, "a GitHub owner or repository name"));
      const costRise = object({ sourceId, measure: dist.KIO(["stored tokens", "context tokens per query"], "`stored tokens` or `context tokens per query`"), base: amount, head: amount });
      const draft = object({ id: actionReportSchema_text, question: actionReportSchema_text, document: actionReportSchema_text, heading: list(actionReportSchema_text), span: actionReportSchema_text, line: positive });
      const patchCoverage = object({
        patch: dist.KIO(["note", "warn", "fail"], "note, warn or fail"),
        min: fraction,
        sections: count,
        covered: count,
        uncovered: list(object({ sourceId, path: actionReportSchema_text, line: positive, headingPath: list(actionReportSchema_text), draft: dist.mee(draft) })),
        yaml: actionReportSchema_text
      });
      const actionReportSchema = dist.Ikc({
        check,
        registryPath: dist.FsL(actionReportSchema_text, dist.hq("the registry's path")),
        headSha: sha,
        baseSha: orNull(sha, "a full commit SHA or null"),
        changedFiles: count,
        touched: list(reason),
        skipped: list(reason),
        regressions: list(regression),
        staleLabels: list(staleLabel),
        // absent in a report an earlier version wrote: nothing known, as then
        unfitAfterMerge: dist.lqM(list(labelProblem), []),
        costRises: dist.lqM(list(costRise), []),
        patchCoverage: dist.lqM(patchCoverage),
        failureDowngraded: bool,
        baselineChanges,
        pullRequest: orNull(object({ owner: actionReportSchema_name, repo: actionReportSchema_name, number: positive }), "`{ owner, repo, number }` or null")
      }, "a JSON object");
      ;
      const LISTED = 10;
      const QUOTED = 60;
      function validateActionReport(value, file) {
        const parsed = dist.xLC(actionReportSchema, value);
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
        const listed = problems.slice(0, LISTED).map((p) => `
- ${p}`);
        const more = problems.length > LISTED ? `
- \u2026 and ${problems.length - LISTED} more` : "";
        throw new errors.yo(`this is not a chunkgate pull request report that can be posted:${listed.join("")}${more}`, {
          file,
          hint: "point `json-report` at the file a `mode: check` run of this action wrote (its `report-path` output), from the same version of chunkgate"
        });
      }
      function describeIssue(issue) {
        const path = keyPath(issue.path ?? []);
        if (issue.type === "object" && issue.input === void 0)
          return `\`${path}\` is missing`;
        return `\`${path}\` is ${describeValue(issue.input)}; expected ${issue.message}`;
      }
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
        return text.length > QUOTED ? `${text.slice(0, QUOTED - 1)}\u2026` : text;
      }
      function consistencyProblems(report) {
        const problems = [];
        const { check: check2 } = report;
        const touched = new Set(report.touched.map((t) => t.id));
        const evaluated = new Set(check2.sources.map((s) => s.id));
        duplicates(check2.sources.map((s) => s.id)).forEach((id2) => problems.push(`\`check.sources\` lists ${JSON.stringify(id2)} more than once`));
        duplicates(report.touched.map((t) => t.id)).forEach((id2) => problems.push(`\`touched\` lists ${JSON.stringify(id2)} more than once`));
        check2.sources.forEach((s, i) => {
          if (!touched.has(s.id))
            problems.push(`\`check.sources[${i}].id\` is ${JSON.stringify(s.id)}, a source that \`touched\` does not list: a report evaluates exactly the sources it touched`);
          for (const split2 of ["train", "heldOut"]) {
            if (s[split2].hits > s[split2].questions)
              problems.push(`\`check.sources[${i}].${split2}.hits\` is ${s[split2].hits}, more than its ${s[split2].questions} questions`);
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
        if (check2.runDepth < check2.k)
          problems.push(`\`check.runDepth\` is ${check2.runDepth}, below \`check.k\` (${check2.k})`);
        const { approval, changes } = report.baselineChanges;
        const required = changes.filter((c) => c.needsApproval).length;
        if (approval.required !== required)
          problems.push(`\`baselineChanges.approval.required\` is ${approval.required}, but ${required} of \`baselineChanges.changes\` need approval`);
        if (required === 0 && !approval.approved)
          problems.push("`baselineChanges.approval.approved` is false, but no change needs approval");
        if (!approval.approved && approval.approvedBy !== null)
          problems.push("`baselineChanges.approval.approvedBy` names someone, but nothing was approved");
        const outcome = (0, usecases.pq)(report);
        if (check2.verdict !== outcome.verdict)
          problems.push(`\`check.verdict\` is ${JSON.stringify(check2.verdict)}, but its sources, stale labels and baseline changes give ${JSON.stringify(outcome.verdict)}`);
        if (report.staleLabels.length !== check2.labelProblems.length) {
          problems.push(`\`staleLabels\` holds ${report.staleLabels.length}, but \`check.labelProblems\` ${check2.labelProblems.length}: each stale label is listed once in both`);
        }
        if (report.failureDowngraded && outcome.exitCode === usecases.dc.ok)
          problems.push(`\`failureDowngraded\` is true, but the verdict is ${JSON.stringify(check2.verdict)}, which passes`);
        return problems;
      }
      function duplicates(ids2) {
        return [...new Set(ids2.filter((id2, i) => ids2.indexOf(id2) !== i))];
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
