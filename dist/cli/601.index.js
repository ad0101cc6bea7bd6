const id = 601;
const ids = [601];
const modules = {
  /***/
  4601: (
    /***/
    ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {
      __webpack_require__.r(__webpack_exports__);
      __webpack_require__.d(__webpack_exports__, {
        run: () => (
          /* binding */
          run
        ),
        runActionWorker: () => (
          /* binding */
          runActionWorker
        )
      });
      var external_node_worker_threads_ = __webpack_require__(5919);
      var external_node_os_ = __webpack_require__(8161);
      var core = __webpack_require__(6421);
      var errors = __webpack_require__(3916);
      var src_report = __webpack_require__(7875);
      ;
      function lazyClient(token, apiUrl) {
        let client;
        return () => client ??= createClient(token, apiUrl);
      }
      async function createClient(token, apiUrl) {
        if (!token) {
          throw new errors.yo("input `github-token` is empty, and the GitHub API is needed (for the pull request comment or its file list)", {
            hint: "leave `github-token` at its default `${{ github.token }}`, or set `comment: false` and fetch the base (`fetch-depth: 0`)"
          });
        }
        const { getOctokit } = await __webpack_require__.e(
          /* import() */
          413
        ).then(__webpack_require__.bind(__webpack_require__, 2413));
        return getOctokit(token, { baseUrl: apiUrl });
      }
      function isRequestFailure(error) {
        return error instanceof Error && typeof error.status === "number";
      }
      async function unlessRefused(request, refused) {
        try {
          return await request();
        } catch (error) {
          if (!isRequestFailure(error))
            throw error;
          return refused(error);
        }
      }
      const NETWORK = {
        ENOTFOUND: (host) => `could not resolve ${host}`,
        EAI_AGAIN: (host) => `could not resolve ${host} (the DNS lookup failed; try again)`,
        ECONNREFUSED: (host) => `the connection to ${host} was refused`,
        ECONNRESET: (host) => `the connection to ${host} was reset`,
        ETIMEDOUT: (host) => `the connection to ${host} timed out`,
        UND_ERR_CONNECT_TIMEOUT: (host) => `the connection to ${host} timed out`,
        UND_ERR_HEADERS_TIMEOUT: (host) => `${host} did not answer in time`,
        UND_ERR_SOCKET: (host) => `the connection to ${host} failed`,
        CERT_HAS_EXPIRED: (host) => `the TLS certificate of ${host} has expired`,
        UNABLE_TO_VERIFY_LEAF_SIGNATURE: (host) => `the TLS certificate of ${host} could not be verified`
      };
      function networkFailure(error) {
        for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
          const { code, hostname, address, port } = e;
          if (typeof code !== "string" || !(code in NETWORK))
            continue;
          const host = typeof hostname === "string" ? hostname : typeof address === "string" ? `${address}${typeof port === "number" ? `:${port}` : ""}` : "the GitHub API";
          return NETWORK[code](host);
        }
        return null;
      }
      function describeFailure(failure) {
        return networkFailure(failure) ?? `HTTP ${failure.status}: ${failure.message}`;
      }
      ;
      function logInfo(message) {
        process.stdout.write((0, src_report.Ci)(message) + external_node_os_.EOL);
      }
      function failStep(message) {
        process.exitCode = 1;
        (0, core.C1)((0, src_report.jQ)(message));
      }
      function warnStep(message) {
        (0, core.$e)((0, src_report.jQ)(message));
      }
      function failureUnless(failure, downgrade) {
        if (failure === null || !downgrade)
          return failure;
        warnStep(`${failure}
(on-regression: comment reports this without failing the step)`);
        return null;
      }
      async function writeSummary(markdown, what = "the job summary") {
        try {
          await core.z.addRaw(markdown).write();
        } catch (error) {
          core.z.emptyBuffer();
          warnStep(`chunkgate could not write ${what}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      async function writeErrorSummary(message) {
        await writeSummary((0, src_report.L)(message));
      }
      function describeError(error) {
        if (error instanceof errors.yo)
          return { message: `chunkgate: ${error.format()}` };
        const network = networkFailure(error);
        if (network !== null)
          return { message: `chunkgate: a request to the GitHub API failed: ${network}. Check \`GITHUB_API_URL\` and the runner's network, then re-run the job.` };
        if (error instanceof Error) {
          return { message: `chunkgate: internal error (please report it): ${error.message}`, ...error.stack ? { detail: error.stack } : {} };
        }
        return { message: `chunkgate: internal error (please report it): ${typeof error === "string" ? error : safeString(error)}` };
      }
      function safeString(value) {
        try {
          return JSON.stringify(value) ?? String(value);
        } catch {
          return String(value);
        }
      }
      var usecases = __webpack_require__(991);
      var retrieval = __webpack_require__(449);
      ;
      function actionOutputs(report, reportPath) {
        return outputsOf((0, usecases.pq)(report), report.check.sources, reportPath);
      }
      function sweepOutputs(report, path) {
        const chosen = report.sweeps.flatMap((sweep) => {
          const choice2 = sweep.choice;
          const cell = choice2 ? sweep.cells.find((c) => c.name === choice2.cell) : void 0;
          return choice2 && cell ? [{ train: cell.train, heldOut: choice2.heldOut, heldOutLook: choice2.heldOutLook }] : [];
        });
        const outcome = (0, usecases.DJ)({ errors: report.errors, staleLabels: report.labelProblems.length });
        return { ...outputsOf(outcome, chosen, path), "sweep-report-path": path };
      }
      function outputsOf(outcome, scored, path) {
        return {
          verdict: outcome.verdict,
          recall: lowest(scored.filter((s) => s.train.questions > 0).map((s) => s.train.recall)),
          "held-out-recall": lowest(scored.flatMap((s) => shownHeldOut(s) ?? [])),
          "failed-sources": outcome.failedSources.join(","),
          "report-path": path
        };
      }
      function shownHeldOut(scored) {
        if (scored.heldOut.questions === 0)
          return null;
        return scored.heldOutLook?.protect === "thresholdout" ? scored.heldOutLook.value : scored.heldOut.recall;
      }
      function lowest(values) {
        return values.length === 0 ? "" : String(Math.round(Math.min(...values) * 1e4) / 1e4);
      }
      var promises_ = __webpack_require__(1455);
      var external_node_path_ = __webpack_require__(6760);
      ;
      async function writeReportFile(path, report) {
        try {
          await (0, promises_.mkdir)((0, external_node_path_.dirname)(path), { recursive: true });
          await (0, promises_.writeFile)(path, `${JSON.stringify(report, null, 2)}
`);
        } catch (error) {
          throw (0, errors.EU)(path, error, "input `json-report`");
        }
      }
      async function readActionReport(path, maxBytes) {
        const missing = () => {
          throw new errors.yo(`input \`json-report\` names ${path}, which does not exist`, { hint: "download the artifact the `pull_request` run uploaded (actions/download-artifact) to that path first" });
        };
        const { size } = await (0, promises_.stat)(path).catch(missing);
        if (size > maxBytes) {
          throw new errors.yo(`is ${formatMb(size)}, over the ${formatMb(maxBytes)} a report may have (input \`report-max-mb\`)`, {
            file: path,
            hint: "a chunkgate report of a few thousand sources stays far under it: check that the artifact is the one the `pull_request` run uploaded, or raise `report-max-mb`"
          });
        }
        const text = await (0, promises_.readFile)(path, "utf8").catch(missing);
        let value;
        try {
          value = JSON.parse(text);
        } catch (error) {
          throw new errors.yo(`not JSON: ${error.message}`, { file: path });
        }
        const { validateActionReport } = await __webpack_require__.e(
          /* import() */
          657
        ).then(__webpack_require__.bind(__webpack_require__, 3657));
        return validateActionReport(value, path);
      }
      function formatMb(bytes) {
        return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 3 : 1)} MB`;
      }
      const ARTIFACT_HINT = "download the artifact of the triggering run: `run-id: ${{ github.event.workflow_run.id }}` in actions/download-artifact";
      async function loadPostedReport(options) {
        const { context } = options;
        const path = options.settings.jsonReport;
        const report = await readActionReport(path, options.settings.reportMaxBytes);
        const pr = report.pullRequest;
        if (pr === null) {
          throw new errors.yo("written by a run outside a pull request, so there is no pull request to comment on", { file: path });
        }
        const here = context.repository;
        if (here === null)
          throw new errors.yo("GITHUB_REPOSITORY is not set, so the report's pull request cannot be checked against this repository", { file: path });
        const repository = `${here.owner}/${here.repo}`;
        if (!sameName(`${pr.owner}/${pr.repo}`, repository)) {
          throw new errors.yo(`about ${pr.owner}/${pr.repo}#${pr.number}, but this workflow runs in ${repository}; chunkgate comments only on pull requests of its own repository`, { file: path });
        }
        const head = context.workflowRun?.headSha ?? context.pullRequest?.headSha ?? null;
        if (head === null) {
          throw new errors.yo(`\`mode: report\` needs the head commit the report must describe, which only a \`workflow_run\` or \`pull_request\` event gives, and this run's event is ${context.eventName || "unknown"}`, {
            hint: "run `mode: report` in a workflow triggered by `workflow_run` (see the two-workflow pattern in chunkgate's docs/action.md)"
          });
        }
        const checked = context.workflowRun ? `the workflow run that triggered this one checked ${head}` : `this run is for head ${head}`;
        if (report.headSha !== head) {
          throw new errors.yo(`describes head ${report.headSha}, but ${checked}`, { file: path, hint: ARTIFACT_HINT });
        }
        if (context.pullRequest && !context.workflowRun && context.pullRequest.number !== pr.number) {
          throw new errors.yo(`about pull request #${pr.number}, but this run is for #${context.pullRequest.number}`, { file: path });
        }
        const current = await fetchPullRequest(await options.client(), pr, path);
        if (current.head.sha !== head) {
          throw new errors.yo(`names ${repository}#${pr.number}, whose head is ${current.head.sha}, but ${checked}: the report is not about that pull request (or it was pushed to since), so nothing is posted`, { file: path, hint: ARTIFACT_HINT });
        }
        const base = current.base.repo?.full_name ?? null;
        if (base === null || !sameName(base, repository)) {
          throw new errors.yo(`names ${repository}#${pr.number}, whose base repository is ${base ?? "unknown"}, not ${repository}; nothing is posted`, { file: path });
        }
        const from = context.workflowRun?.headRepository ?? null;
        const source = current.head.repo?.full_name ?? null;
        if (from !== null && (source === null || !sameName(source, from))) {
          throw new errors.yo(`names ${repository}#${pr.number}, whose head is in ${source ?? "a deleted repository"}, but the triggering run came from ${from}; nothing is posted`, { file: path });
        }
        return report;
      }
      async function fetchPullRequest(client, pr, path) {
        try {
          const { data } = await client.rest.pulls.get({ owner: pr.owner, repo: pr.repo, pull_number: pr.number });
          return data;
        } catch (error) {
          if (!isRequestFailure(error))
            throw error;
          const what = error.status === 404 ? `${pr.owner}/${pr.repo} has no pull request #${pr.number} that this token can see` : `the GitHub API refused to show ${pr.owner}/${pr.repo}#${pr.number} (${describeFailure(error)})`;
          throw new errors.yo(`names a pull request chunkgate must check before posting, and ${what}`, {
            file: path,
            hint: "give the workflow `pull-requests: write` (which includes reading pull requests)"
          });
        }
      }
      function sameName(a, b) {
        return a.toLowerCase() === b.toLowerCase();
      }
      var gate = __webpack_require__(1340);
      ;
      const EMPTY_STATE = { approval: null, looks: [] };
      const PREFIX = "<!-- chunkgate-state ";
      const SUFFIX = " -->";
      const MAX_LOOKS = 1e3;
      function stateLine(state) {
        if (state.approval === null && state.looks.length === 0)
          return "";
        const json = { v: 1, approval: state.approval, looks: state.looks.slice(-MAX_LOOKS).map(gate.Fs).join("\n") };
        return `${PREFIX}${Buffer.from(JSON.stringify(json), "utf8").toString("base64url")}${SUFFIX}`;
      }
      function readActionState(body) {
        const last = body.slice(body.lastIndexOf("\n") + 1);
        if (!last.startsWith(PREFIX) || !last.endsWith(SUFFIX))
          return EMPTY_STATE;
        try {
          const json = JSON.parse(Buffer.from(last.slice(PREFIX.length, -SUFFIX.length), "base64url").toString("utf8"));
          if (json.v !== 1)
            return EMPTY_STATE;
          return { approval: readApproval(json.approval), looks: typeof json.looks === "string" ? (0, gate.SC)(json.looks, "state").entries : [] };
        } catch {
          return EMPTY_STATE;
        }
      }
      function readApproval(value) {
        if (typeof value !== "object" || value === null)
          return null;
        const { event, digest, changes: changes2 } = value;
        if (typeof event !== "number" || !Number.isSafeInteger(event) || typeof digest !== "string" || !Array.isArray(changes2) || !changes2.every((c) => typeof c === "string"))
          return null;
        return { event, digest, changes: changes2 };
      }
      var git = __webpack_require__(9626);
      ;
      async function writeComment(client, request, what, enabled = true) {
        const { pr } = request;
        if (!enabled)
          return logInfo(`chunkgate writes no ${what} (\`comment: false\`)`);
        if (pr === null)
          return logInfo(`chunkgate writes no ${what}: this run is not for a pull request`);
        const result = await unlessRefused(async () => upsertComment(await client(), { ...request, pr }), (failure) => warnStep(describeCommentFailure(failure, pr, what)));
        if (result === void 0)
          return;
        if (result.action === "skipped")
          logInfo(`chunkgate left ${what} ${result.url} as it is: ${result.reason}`);
        else
          logInfo(`chunkgate ${result.action} ${what} ${result.url}`);
      }
      function describeCommentFailure(failure, pr, what = "comment") {
        const where = `${pr.owner}/${pr.repo}#${pr.number}`;
        const stands = "The verdict and the job summary stand.";
        if (failure.status === 403) {
          return `chunkgate could not write its ${what} on ${where}: the token lacks the \`pull-requests: write\` permission (HTTP 403: ${failure.message}). Grant it in the workflow (\`permissions: { contents: read, pull-requests: write }\`). ` + (what === "comment" ? `On pull requests from forks the token is always read-only: use the two-workflow pattern, which evaluates on \`pull_request\`, uploads the JSON report as an artifact and comments from a \`workflow_run\` workflow with \`mode: report\` (chunkgate's docs/action.md, "Pull requests from forks"). ` : "On pull requests from forks the token is always read-only, and `mode: report` posts only the gate comment: read the sweep in the job summary. ") + stands;
        }
        if (failure.status === 404) {
          return `chunkgate could not write its ${what} on ${where}: the API answered 404 (${failure.message}). The pull request or the comment does not exist, or the token cannot see the repository; check \`github-token\` and that it has \`pull-requests: write\`. ` + stands;
        }
        return `chunkgate could not write its ${what} on ${where}: ${describeFailure(failure)}. ${stands}`;
      }
      async function upsertComment(client, request) {
        const { pr, marker, headSha } = request;
        let body = request.body;
        const repo = { owner: pr.owner, repo: pr.repo };
        const own = await findOwnComment(client, pr, marker);
        if (!own) {
          const { data: data2 } = await client.rest.issues.createComment({ ...repo, issue_number: pr.number, body });
          return { action: "created", id: data2.id, url: data2.html_url };
        }
        const described = (0, src_report.ig)(own.body ?? "");
        if (described !== null && described !== headSha) {
          const { data: current } = await client.rest.pulls.get({ ...repo, pull_number: pr.number });
          if (current.head.sha === described) {
            return {
              action: "skipped",
              id: own.id,
              url: own.html_url,
              reason: `the comment already describes the pull request's current head ${described.slice(0, 7)}, and this run checked ${headSha.slice(0, 7)}`
            };
          }
        }
        const kept = request.keepState ? stateLine(readActionState(own.body ?? "")) : "";
        if (kept !== "")
          body = `${body}
${kept}`;
        if (own.body === body)
          return { action: "unchanged", id: own.id, url: own.html_url };
        const { data } = await client.rest.issues.updateComment({ ...repo, comment_id: own.id, body });
        return { action: "updated", id: data.id, url: data.html_url };
      }
      const ACTIONS_BOT_LOGIN = "github-actions[bot]";
      async function findOwnComment(client, pr, marker) {
        const author = await commentAuthor(client);
        const comments = await client.paginate(client.rest.issues.listComments, { owner: pr.owner, repo: pr.repo, issue_number: pr.number, per_page: 100 });
        return ownCommentAmong(comments, { marker, author });
      }
      function ownCommentAmong(comments, options) {
        const marked = comments.filter((c) => (0, src_report.oH)(c.body ?? "", options.marker));
        const mine = marked.find((c) => c.user?.login === options.author.login);
        if (mine || !options.author.assumed)
          return mine;
        return marked.find((c) => c.user?.type === "Bot");
      }
      async function commentAuthor(client) {
        try {
          const { data } = await client.rest.users.getAuthenticated();
          return { login: data.login, assumed: false };
        } catch (error) {
          if (isRequestFailure(error) && error.status === 403)
            return { login: ACTIONS_BOT_LOGIN, assumed: true };
          throw error;
        }
      }
      var formatCount = __webpack_require__(8617);
      var changes = __webpack_require__(8762);
      ;
      async function runTarget(settings, context) {
        const pr = context.pullRequest;
        const pullRequest = pr && context.repository ? { ...context.repository, number: pr.number } : null;
        const base = settings.baseRef ?? pr?.baseSha ?? null;
        const headSha = pr?.headSha ?? context.sha ?? await (0, git.WL)(settings.root, "HEAD").catch(() => null) ?? "unknown";
        return { pullRequest, headSha, base };
      }
      async function runChanges(options) {
        const { log } = options;
        const changes2 = await detectChanges(options);
        let scope = options.scope;
        if (changes2.via === "none" && scope === "changed") {
          log(`no pull request in the event and no \`base-ref\`: nothing to compare with, so every source is ${options.what}`);
          scope = "all";
        }
        log(`${(0, formatCount.L)(changes2.files.length, "changed file")} under the root (from ${changes2.via === "api" ? "the GitHub API" : changes2.via}); base ${changes2.baseCommit ?? "not available"}`);
        return { ...changes2, scope };
      }
      async function detectChanges(options) {
        const { layout, log } = options;
        const { base, pullRequest } = options.target;
        if (base === null)
          return { files: [], baseCommit: null, via: "none" };
        let baseCommit = null;
        if (layout.gitTop !== null) {
          baseCommit = await (0, git.WL)(layout.gitTop, base);
          if (baseCommit !== null) {
            try {
              const local = await (0, usecases.Pl)({ layout: { ...layout, gitTop: layout.gitTop }, base: baseCommit, head: "HEAD" });
              return { files: local.files, baseCommit: local.baseCommit, via: "git" };
            } catch (error) {
              if (!(error instanceof errors.yo))
                throw error;
              for (const line of ["git cannot diff against the base:", ...error.lines()])
                log(line);
            }
          } else {
            log(`the base ${base} is not in this clone (a shallow checkout?); asking the GitHub API for the pull request's files`);
          }
        }
        if (pullRequest === null) {
          throw new errors.yo(`the base \`${base}\` is not in this clone, and without a pull request the GitHub API cannot list the changes`, { hint: git.T0 });
        }
        const client = await options.client();
        const request = { owner: pullRequest.owner, repo: pullRequest.repo, pull_number: pullRequest.number, per_page: 100 };
        const listed = await client.paginate(client.rest.pulls.listFiles, request).catch((error) => {
          if (!isRequestFailure(error))
            throw error;
          throw new errors.yo(`the base \`${base}\` is not in this clone, and the GitHub API refused the pull request's file list (${describeFailure(error)})`, { hint: git.T0 });
        });
        const files = listed.map(restFileToChange);
        log(`the GitHub API lists ${(0, formatCount.L)(files.length, "changed file")}`);
        return { files: (0, changes.qw)(files, layout.rootPrefix), baseCommit, via: "api" };
      }
      function restFileToChange(file) {
        const status = STATUS[file.status] ?? "modified";
        const ranges = file.patch ? (0, changes.k$)(file.patch) : { headRanges: [], baseRanges: [] };
        return {
          path: file.filename,
          status,
          ...status === "renamed" && file.previous_filename ? { previousPath: file.previous_filename } : {},
          headRanges: status === "removed" ? [] : ranges.headRanges,
          baseRanges: status === "added" ? [] : ranges.baseRanges
        };
      }
      const STATUS = {
        added: "added",
        removed: "removed",
        renamed: "renamed",
        copied: "added"
      };
      ;
      async function evaluatePullRequest(options) {
        const { settings, context, layout, log } = options;
        const target = await runTarget(settings, context);
        const changes2 = await runChanges({ ...options, scope: settings.scope, target, what: "evaluated" });
        const runtime = target.pullRequest === null ? options.runtime : (0, retrieval.X$)(options.runtime, await (0, usecases.N8)({ root: settings.root, registryPath: settings.registry, baseCommit: changes2.baseCommit }));
        const pr = target.pullRequest;
        const kept = {};
        const ownState = () => kept.state ??= pr === null || settings.token === null ? Promise.resolve(EMPTY_STATE) : options.client().then((client) => readOwnState(client, pr, (0, src_report.Ql)((0, git.k$)(layout, settings.registry)), log));
        const report = await (0, usecases.c4)({
          root: settings.root,
          rootPrefix: layout.rootPrefix,
          registryPath: settings.registry,
          scope: changes2.scope,
          headSha: target.headSha,
          baseCommit: changes2.baseCommit,
          changes: changes2.files,
          onRegression: settings.onRegression,
          progress: log,
          runtime,
          ...options.prepared ? { prepared: options.prepared } : {},
          ...options.results ? { results: options.results } : {},
          ledger: "report",
          priorLooks: async () => (await ownState()).looks,
          labels: {
            names: context.pullRequest?.labels ?? [],
            application: async (label) => {
              if (pr === null)
                return { appliedBy: null, refusal: "this run is not for a pull request" };
              return kept.application = await labelApplication({ client: await options.client(), pr, label, state: await ownState() });
            }
          }
        });
        const approval = report.baselineChanges.approval;
        if (approval.withdrawn && pr !== null) {
          const refused = await removeLabel(await options.client(), pr, approval.label);
          if (refused !== null)
            log(refused);
        }
        const pullRequestReport = { ...report, pullRequest: target.pullRequest };
        if (kept.state === void 0)
          return { report: pullRequestReport };
        const { looks } = await kept.state;
        const event = approval.approved && approval.required > 0 && kept.application?.refusal === void 0 ? kept.application?.event : null;
        const shown = report.check.sources.flatMap((s) => s.heldOutLook && (s.heldOutLook.shown === "exact" || s.heldOutLook.shown === "noisy") ? [s.heldOutLook.entry] : []);
        const next = {
          approval: event != null ? { event, digest: approval.digest, changes: report.baselineChanges.changes.filter((c) => c.needsApproval).map((c) => c.sentence) } : null,
          looks: [...looks, ...shown]
        };
        return { report: pullRequestReport, state: next };
      }
      async function readOwnState(client, pr, marker, log) {
        const own = await unlessRefused(() => findOwnComment(client, pr, marker), (failure) => log(`chunkgate could not read its own comment on #${pr.number} (${describeFailure(failure)}), so it starts without the approvals and held-out looks recorded there; give the workflow \`pull-requests: read\` and \`issues: read\``));
        return own ? readActionState(own.body ?? "") : EMPTY_STATE;
      }
      async function removeLabel(client, pr, label) {
        const removed = () => client.rest.issues.removeLabel({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, name: label }).then(() => null);
        return unlessRefused(removed, (failure) => failure.status === 404 ? null : `chunkgate could not remove the "${label}" label (${describeFailure(failure)}); give the workflow \`pull-requests: write\`, or remove it by hand before approving again`);
      }
      const MAY_APPROVE = /* @__PURE__ */ new Set(["admin", "maintain", "write"]);
      const PERMISSIONS = "give the workflow `pull-requests: read` and `issues: read`";
      async function labelApplication(options) {
        const { client, pr, label } = options;
        const repo = { owner: pr.owner, repo: pr.repo };
        let appliedBy = null;
        let event = null;
        const refused = (refusal) => ({ appliedBy, event, refusal });
        let reading = "who applied it (GET issue events: ";
        return unlessRefused(async () => {
          const events = await client.paginate(client.rest.issues.listEvents, { ...repo, issue_number: pr.number, per_page: 100 });
          const wanted = label.toLowerCase();
          const last = events.filter((e) => e.event === "labeled" && e.label?.name?.toLowerCase() === wanted).at(-1);
          const by = last?.actor?.login ?? null;
          if (last === void 0 || by === null)
            return refused("the pull request's history names nobody who applied it");
          [appliedBy, event, reading] = [by, last.id, "the pull request's author (GET pull request: "];
          const author = (await client.rest.pulls.get({ ...repo, pull_number: pr.number })).data.user?.login ?? null;
          if (author === null)
            return refused("chunkgate could not read the pull request's author");
          if (author.toLowerCase() === by.toLowerCase())
            return refused(`${by} is the pull request's author, and an approval must come from someone else with write permission`);
          reading = `${by}'s permission on the repository (`;
          const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: by });
          const role = data.role_name ?? "";
          if (!MAY_APPROVE.has(data.permission) && !MAY_APPROVE.has(role))
            return refused(`${by} has ${role || data.permission} permission on the repository, and an approval needs write, maintain or admin`);
          const covered = options.state.approval?.event === last.id ? { digest: options.state.approval.digest, changes: options.state.approval.changes } : null;
          return { appliedBy: by, event: last.id, covered };
        }, (failure) => refused(`chunkgate could not read ${reading}${describeFailure(failure)}); ${PERMISSIONS}`));
      }
      ;
      const DEFAULT_REPORT_NAME = "chunkgate-report.json";
      const DEFAULT_CACHE_NAME = "chunkgate-cache";
      const DEFAULT_SWEEP_LABEL = "chunkgate:sweep";
      const LABEL_MAX_LENGTH = 50;
      function parseInputs(read, places) {
        const get = (name) => (read(name) ?? "").trim();
        const root = (0, external_node_path_.resolve)(places.workspace, get("root") || ".");
        const registry = get("registry") || "chunkgate.yml";
        if ((0, external_node_path_.isAbsolute)(registry)) {
          throw new errors.yo(`input \`registry\` is "${registry}"; give the registry's path relative to \`root\` (${root})`);
        }
        const jsonReport = get("json-report");
        const baseRef = get("base-ref");
        const cacheDir = get("cache-dir");
        return {
          mode: choice(get, "mode", ["check", "report", "sweep"], "check"),
          root,
          registry,
          token: get("github-token") || null,
          onRegression: choice(get, "on-regression", ["fail", "comment"], "fail"),
          comment: booleanInput(get, "comment", true),
          scope: choice(get, "scope", ["changed", "all"], "changed"),
          baseRef: baseRef || null,
          jsonReport: jsonReport ? (0, external_node_path_.resolve)(places.workspace, jsonReport) : (0, external_node_path_.resolve)(places.runnerTemp, DEFAULT_REPORT_NAME),
          sweepLabel: labelInput(read("sweep-label")),
          cacheDir: cacheDir ? (0, external_node_path_.resolve)(places.workspace, cacheDir) : (0, external_node_path_.resolve)(places.runnerTemp, DEFAULT_CACHE_NAME),
          reportMaxBytes: Math.round(numberInput(get, "report-max-mb", 32, { min: 1e-3, max: 4096 }) * 1024 * 1024),
          memoryLimitMb: get("memory-limit-mb") === "" ? null : Math.round(numberInput(get, "memory-limit-mb", 0, { min: 16, max: 1048576 })),
          timeLimitMs: Math.round(numberInput(get, "time-limit-minutes", 300, { min: 1e-4, max: 10080 }) * 6e4)
        };
      }
      function inputReader(env) {
        return (name) => env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`]?.trim();
      }
      function labelInput(raw) {
        if (raw === void 0)
          return DEFAULT_SWEEP_LABEL;
        const value = raw.trim();
        if (value === "")
          return null;
        if (/[\u0000-\u001f\u007f]/.test(value) || Array.from(value).length > LABEL_MAX_LENGTH) {
          throw new errors.yo(`input \`sweep-label\` is ${JSON.stringify(value)}; give one label name on one line, at most ${LABEL_MAX_LENGTH} characters as GitHub allows (default ${DEFAULT_SWEEP_LABEL}), or set it empty to turn the label trigger off`);
        }
        return value;
      }
      function choice(get, name, allowed, fallback) {
        const value = get(name);
        if (value === "")
          return fallback;
        if (allowed.includes(value))
          return value;
        throw new errors.yo(`input \`${name}\` is "${value}"; use ${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}`);
      }
      function numberInput(get, name, fallback, range) {
        const value = get(name);
        if (value === "")
          return fallback;
        const number = /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
        if (!(number >= range.min && number <= range.max))
          throw new errors.yo(`input \`${name}\` is "${value}"; give a number from ${range.min} to ${range.max} (default ${fallback || "empty"})`);
        return number;
      }
      function booleanInput(get, name, fallback) {
        const value = get(name);
        if (value === "")
          return fallback;
        if (["true", "True", "TRUE"].includes(value))
          return true;
        if (["false", "False", "FALSE"].includes(value))
          return false;
        throw new errors.yo(`input \`${name}\` is "${value}"; use true or false`);
      }
      var external_node_fs_ = __webpack_require__(3024);
      ;
      function readRunContext(env) {
        const payload = readPayload(env["GITHUB_EVENT_PATH"]);
        const [owner, repo] = (env["GITHUB_REPOSITORY"] ?? "").split("/");
        return {
          workspace: env["GITHUB_WORKSPACE"] || process.cwd(),
          runnerTemp: env["RUNNER_TEMP"] || (0, external_node_os_.tmpdir)(),
          apiUrl: env["GITHUB_API_URL"] || "https://api.github.com",
          eventName: env["GITHUB_EVENT_NAME"] ?? "",
          repository: owner && repo ? { owner, repo } : null,
          sha: env["GITHUB_SHA"] || null,
          pullRequest: pullRequestOf(payload),
          workflowRun: workflowRunOf(payload)
        };
      }
      function readPayload(path) {
        if (!path)
          return {};
        let text;
        try {
          text = (0, external_node_fs_.readFileSync)(path, "utf8");
        } catch {
          return {};
        }
        try {
          const value = JSON.parse(text);
          return isObject(value) ? value : {};
        } catch (error) {
          throw new errors.yo(`the event payload ${path} (GITHUB_EVENT_PATH) is not JSON: ${error.message}`);
        }
      }
      function pullRequestOf(payload) {
        const pr = payload["pull_request"];
        if (!isObject(pr))
          return null;
        const number = pr["number"] ?? payload["number"];
        const headSha = isObject(pr["head"]) ? pr["head"]["sha"] : void 0;
        const baseSha = isObject(pr["base"]) ? pr["base"]["sha"] : void 0;
        if (typeof number !== "number" || typeof headSha !== "string" || typeof baseSha !== "string")
          return null;
        return { number, headSha, baseSha, labels: labelsOf(pr["labels"]) };
      }
      function labelsOf(value) {
        if (!Array.isArray(value))
          return [];
        return value.flatMap((label) => isObject(label) && typeof label["name"] === "string" ? [label["name"]] : []);
      }
      function workflowRunOf(payload) {
        const run2 = payload["workflow_run"];
        if (!isObject(run2) || typeof run2["head_sha"] !== "string")
          return null;
        const repository = run2["head_repository"];
        const fullName = isObject(repository) && typeof repository["full_name"] === "string" ? repository["full_name"] : null;
        return { headSha: run2["head_sha"], headRepository: fullName };
      }
      function isObject(value) {
        return typeof value === "object" && value !== null && !Array.isArray(value);
      }
      ;
      const SWEEP_COMMENT_MAX_LENGTH = 65e3;
      const CHECK_SUMMARY_SHARE = Math.floor(src_report.Nn / 2);
      async function runSweep(options) {
        const { settings, layout, log, after } = options;
        const atBase = { root: settings.root, registryPath: settings.registry };
        if (after)
          log(`the pull request has the label ${after.label}, so its sources are swept after the check`);
        const target = after ? { ...after.report, base: after.report.baseSha } : await runTarget(settings, options.context);
        let runtime = options.runtime;
        if (target.pullRequest !== null) {
          const destinations = after ? await (0, usecases.N8)({ ...atBase, baseCommit: target.base }) : { allowed: [], refusal: "the pull request's base commit is not known yet" };
          runtime = (0, retrieval.X$)(options.runtime, destinations);
        }
        const report = await (0, usecases.W6)({
          ...atBase,
          rootPrefix: layout.rootPrefix,
          headSha: target.headSha,
          pullRequest: target.pullRequest,
          trigger: after ? { by: "label", label: after.label } : { by: "mode" },
          scope: after ? { touched: after.report.touched, skipped: after.report.skipped } : async (head) => {
            const changes2 = await runChanges({ ...options, scope: settings.scope, target, what: "swept" });
            if (runtime !== options.runtime)
              runtime.keyDestinations = await (0, usecases.N8)({ ...atBase, baseCommit: changes2.baseCommit });
            return (0, usecases.jl)({ ...atBase, head, baseCommit: changes2.baseCommit, changes: changes2.files, scope: changes2.scope, log });
          },
          log,
          runtime,
          ...options.prepared ? { prepared: options.prepared } : {}
        });
        const path = after ? sweepReportPath(settings.jsonReport) : settings.jsonReport;
        if (after)
          (0, core.uH)("sweep-report-path", path);
        else
          for (const [name, value] of Object.entries(sweepOutputs(report, path)))
            (0, core.uH)(name, value);
        await writeReportFile(path, report);
        const maxLength = after ? src_report.Nn - CHECK_SUMMARY_SHARE - 1 : src_report.Nn;
        const summary = (0, src_report.u)(report, { maxLength, limit: "the job summary's size limit", elsewhere: "the sweep JSON (the `sweep-report-path` output)" });
        await writeSummary(after ? `
${summary}` : summary, "the sweep to the job summary");
        const body = (0, src_report.u)(report, { maxLength: SWEEP_COMMENT_MAX_LENGTH, limit: "GitHub's comment size limit", elsewhere: "the job summary and the sweep JSON" });
        await writeComment(options.client, { pr: report.pullRequest, marker: (0, src_report.k4)(report.registryPath), body, headSha: report.headSha }, "sweep comment", settings.comment);
        const outcome = (0, usecases.DJ)({ errors: report.errors, staleLabels: after ? 0 : report.labelProblems.length });
        return failureUnless((0, src_report.zt)(outcome), !after && outcome.downgradable && settings.onRegression === "comment");
      }
      function sweepReportPath(jsonReport) {
        return /\.json$/i.test(jsonReport) ? jsonReport.replace(/\.json$/i, ".sweep.json") : `${jsonReport}.sweep.json`;
      }
      ;
      async function runAction() {
        const context = readRunContext(process.env);
        const settings = parseInputs(inputReader(process.env), context);
        if (settings.token)
          (0, core.Pq)(settings.token);
        const client = lazyClient(settings.token, context.apiUrl);
        if (settings.mode === "report") {
          const report = await loadPostedReport({ settings, context, client });
          await deliver(report, { settings, client, annotations: null, summaryMaxLength: src_report.Nn });
          return null;
        }
        const layout = await (0, git.bI)(settings.root, context.workspace);
        const cache = (0, usecases.eS)({ root: settings.root, dir: settings.cacheDir, warn: (message) => warnStep(message) });
        const runtime = (0, retrieval.zw)({ env: maskedEnv(process.env), cache: cache.store, progress: logInfo });
        try {
          return await checkOrSweep({ settings, context, layout, client, log: logInfo, runtime, prepared: cache.prepared, results: cache.results });
        } finally {
          (0, usecases.ej)(cache);
          const used = (0, usecases.l_)(cache, settings.root);
          if (used !== null)
            logInfo(used);
          if (runtime.stats.texts > 0)
            logInfo(`embeddings: ${(0, src_report.Wb)(runtime.stats)} (cache ${cache.dir})`);
        }
      }
      async function checkOrSweep(options) {
        const { settings, context, layout, client } = options;
        if (settings.mode === "sweep")
          return runSweep(options);
        const label = hasSweepLabel(context.pullRequest?.labels ?? [], settings.sweepLabel) ? settings.sweepLabel : null;
        const { report, state } = await evaluatePullRequest(options);
        await writeReportFile(settings.jsonReport, report);
        await deliver(report, { settings, client, annotations: layout, summaryMaxLength: label ? CHECK_SUMMARY_SHARE : src_report.Nn, ...state ? { state } : {} });
        const failure = failureUnless((0, src_report.zt)((0, usecases.pq)(report)), settings.onRegression === "comment" || report.failureDowngraded);
        if (label === null)
          return failure;
        const sweepError = await runSweep({ ...options, after: { report, label } });
        return [failure, sweepError].filter((f) => f !== null).join("\n") || null;
      }
      async function deliver(report, delivery) {
        const { settings, state } = delivery;
        for (const [name, value] of Object.entries(actionOutputs(report, settings.jsonReport)))
          (0, core.uH)(name, value);
        const omitted = delivery.annotations ? annotate(report, delivery.annotations) : [];
        await writeSummary((0, src_report.Br)(report, omitted, delivery.summaryMaxLength));
        const keepState = state === void 0;
        const body = (0, src_report.wQ)(report, keepState ? "" : stateLine(state));
        await writeComment(delivery.client, { pr: report.pullRequest, marker: (0, src_report.Ql)(report.registryPath), body, headSha: report.headSha, keepState }, "comment", settings.comment);
      }
      function maskedEnv(env) {
        return (name) => {
          const value = env[name];
          if (value)
            (0, core.Pq)(value);
          return value;
        };
      }
      function hasSweepLabel(labels, sweepLabel) {
        if (sweepLabel === null)
          return false;
        const wanted = sweepLabel.toLowerCase();
        return labels.some((label) => label.trim().toLowerCase() === wanted);
      }
      const ANNOTATIONS_PER_TYPE = 10;
      function annotate(report, layout) {
        const all = (0, src_report.TT)(report, Number.MAX_SAFE_INTEGER).annotations.map((a) => ({ ...a, path: (0, git.k$)(layout, a.path) }));
        return ["error", "warning"].flatMap((level) => {
          const ofLevel = all.filter((a) => a.level === level);
          const annotation = level === "error" ? core.z3 : core.$e;
          for (const a of ofLevel.slice(0, ANNOTATIONS_PER_TYPE))
            annotation(a.message, { file: a.path, startLine: a.startLine, endLine: a.endLine ?? a.startLine, title: a.title });
          return ofLevel.slice(ANNOTATIONS_PER_TYPE);
        });
      }
      ;
      async function reportStopped(message) {
        logInfo(message);
        await writeErrorSummary(message);
        const context = readRunContext(process.env);
        let settings = null;
        try {
          settings = parseInputs(inputReader(process.env), context);
        } catch {
        }
        if (settings !== null)
          await postStopped(settings, context, message).catch((error) => logInfo(`chunkgate could not post why it stopped: ${error instanceof Error ? error.message : String(error)}`));
        failStep(message);
      }
      async function postStopped(settings, context, message) {
        if (!settings.comment || settings.token === null || settings.mode === "report")
          return;
        const target = await runTarget(settings, context);
        if (target.pullRequest === null)
          return;
        const marker = (0, src_report.Ql)((0, git.k$)({ rootPrefix: (0, external_node_path_.relative)(context.workspace, settings.root).split(external_node_path_.sep).join("/") }, settings.registry));
        const body = `${marker}
${(0, src_report.pU)(target.headSha)}

${(0, src_report.L)(message)}`;
        await writeComment(lazyClient(settings.token, context.apiUrl), { pr: target.pullRequest, marker, body, headSha: target.headSha, keepState: true }, "comment");
      }
      ;
      ;
      async function run() {
        try {
          const failure = await runAction();
          if (failure !== null)
            failStep(failure);
        } catch (error) {
          process.exitCode = 1;
          const { message, detail } = describeError(error);
          try {
            for (const line of detail?.split("\n") ?? [])
              logInfo(line);
            await writeErrorSummary(message);
          } finally {
            failStep(message);
          }
        }
      }
      async function runActionWorker() {
        const stopped = external_node_worker_threads_.workerData?.stopped;
        await (stopped === void 0 ? run() : reportStopped(stopped)).catch((error) => failStep(`chunkgate: internal error (please report it): ${error instanceof Error ? error.message : String(error)}`));
        external_node_worker_threads_.parentPort?.postMessage({ exitCode: Number(process.exitCode ?? 0) });
      }
    })
  )
};
export {
  id,
  ids,
  modules
};
