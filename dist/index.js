import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_modules__ = {
  /***/
  705: (
    /***/
    ((__unused_webpack_module, __webpack_exports__2, __nccwpck_require__2) => {
      __nccwpck_require__2.d(__webpack_exports__2, {
        M: () => (
          /* binding */
          superviseRun
        )
      });
      ;
      const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
      ;
      const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
      ;
      const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
      ;
      function formatCount(n) {
        return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
      }
      function plural(n, noun) {
        return `${n} ${noun}${n === 1 ? "" : "s"}`;
      }
      ;
      class UserError extends Error {
        /** File the mistake is in, relative to the repository root where possible. */
        file;
        line;
        /** What to do about it, one sentence. */
        hint;
        constructor(message, where = {}) {
          super(message);
          this.name = "UserError";
          this.file = where.file;
          this.line = where.line;
          this.hint = where.hint;
        }
        /** `file:line: message` and, on the next line, `  fix: hint` \u2014 the form editors and CI logs make clickable. */
        format() {
          return this.lines().join("\n");
        }
        /** {@link format} as its lines, for a log that escapes each line on its own. */
        lines() {
          const at = this.file ? `${this.file}${this.line ? `:${this.line}` : ""}: ` : "";
          return [`${at}${this.message}`, ...this.hint ? [`  fix: ${this.hint}`] : []];
        }
      }
      class UserErrors extends UserError {
        errors;
        constructor(errors) {
          super(`${plural(errors.length, "problem")} found`);
          this.errors = errors;
        }
        lines() {
          return this.errors.flatMap((e) => e.lines());
        }
      }
      function writeFailure(path, error, setting) {
        const code = error?.code;
        if (typeof code !== "string")
          return error;
        const why = WRITE_FAILURES[code] ?? { what: `cannot be written (${code})`, fix: "check the path and that its folder is writable" };
        return new UserError(why.what, { file: path, hint: setting ? `${why.fix}; the path comes from ${setting}` : why.fix });
      }
      const WRITE_FAILURES = {
        EISDIR: { what: "is a directory, so the output cannot be written there (EISDIR)", fix: "name a file, not a folder (e.g. add `/report.json`)" },
        EACCES: { what: "cannot be written: permission denied (EACCES)", fix: "write it into a folder you can write to, or make the file and its folder writable" },
        EPERM: { what: "cannot be written: operation not permitted (EPERM)", fix: "write it into a folder you can write to, or make the file and its folder writable" },
        EROFS: { what: "cannot be written: the file system is read-only (EROFS)", fix: "write it somewhere writable, such as the runner's temp folder" },
        ENOTDIR: { what: "cannot be written: a part of its folder path is a file, not a folder (ENOTDIR)", fix: "choose a path whose folders are folders" },
        EEXIST: { what: "cannot be written: a part of its folder path is a file, not a folder (EEXIST)", fix: "choose a path whose folders are folders" },
        ENOSPC: { what: "cannot be written: no space left on the device (ENOSPC)", fix: "free some space, or write it elsewhere" },
        ENAMETOOLONG: { what: "cannot be written: the name is too long (ENAMETOOLONG)", fix: "choose a shorter path" }
      };
      ;
      const DEFAULT_REPORT_NAME = "chunkgate-report.json";
      const DEFAULT_CACHE_NAME = "chunkgate-cache";
      const DEFAULT_SWEEP_LABEL = "chunkgate:sweep";
      const LABEL_MAX_LENGTH = 50;
      function parseInputs(read, places) {
        const get = (name) => (read(name) ?? "").trim();
        const root = (0, external_node_path_namespaceObject.resolve)(places.workspace, get("root") || ".");
        const registry = get("registry") || "chunkgate.yml";
        if ((0, external_node_path_namespaceObject.isAbsolute)(registry)) {
          throw new UserError(`input \`registry\` is "${registry}"; give the registry's path relative to \`root\` (${root})`);
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
          jsonReport: jsonReport ? (0, external_node_path_namespaceObject.resolve)(places.workspace, jsonReport) : (0, external_node_path_namespaceObject.resolve)(places.runnerTemp, DEFAULT_REPORT_NAME),
          sweepLabel: labelInput(read("sweep-label")),
          cacheDir: cacheDir ? (0, external_node_path_namespaceObject.resolve)(places.workspace, cacheDir) : (0, external_node_path_namespaceObject.resolve)(places.runnerTemp, DEFAULT_CACHE_NAME),
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
          throw new UserError(`input \`sweep-label\` is ${JSON.stringify(value)}; give one label name on one line, at most ${LABEL_MAX_LENGTH} characters as GitHub allows (default ${DEFAULT_SWEEP_LABEL}), or set it empty to turn the label trigger off`);
        }
        return value;
      }
      function choice(get, name, allowed, fallback) {
        const value = get(name);
        if (value === "")
          return fallback;
        if (allowed.includes(value))
          return value;
        throw new UserError(`input \`${name}\` is "${value}"; use ${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}`);
      }
      function numberInput(get, name, fallback, range) {
        const value = get(name);
        if (value === "")
          return fallback;
        const number = /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
        if (!(number >= range.min && number <= range.max))
          throw new UserError(`input \`${name}\` is "${value}"; give a number from ${range.min} to ${range.max} (default ${fallback || "empty"})`);
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
        throw new UserError(`input \`${name}\` is "${value}"; use true or false`);
      }
      ;
      const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
      ;
      function readRunContext(env) {
        const payload = readPayload(env["GITHUB_EVENT_PATH"]);
        const [owner, repo] = (env["GITHUB_REPOSITORY"] ?? "").split("/");
        return {
          workspace: env["GITHUB_WORKSPACE"] || process.cwd(),
          runnerTemp: env["RUNNER_TEMP"] || (0, external_node_os_namespaceObject.tmpdir)(),
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
          text = (0, external_node_fs_namespaceObject.readFileSync)(path, "utf8");
        } catch {
          return {};
        }
        try {
          const value = JSON.parse(text);
          return isObject(value) ? value : {};
        } catch (error) {
          throw new UserError(`the event payload ${path} (GITHUB_EVENT_PATH) is not JSON: ${error.message}`);
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
        const run = payload["workflow_run"];
        if (!isObject(run) || typeof run["head_sha"] !== "string")
          return null;
        const repository = run["head_repository"];
        const fullName = isObject(repository) && typeof repository["full_name"] === "string" ? repository["full_name"] : null;
        return { headSha: run["head_sha"], headRepository: fullName };
      }
      function isObject(value) {
        return typeof value === "object" && value !== null && !Array.isArray(value);
      }
      ;
      async function superviseRun(worker) {
        let settings = null;
        try {
          settings = parseInputs(inputReader(process.env), readRunContext(process.env));
        } catch {
        }
        const memoryMb = settings?.memoryLimitMb ?? Math.floor((0, external_node_os_namespaceObject.totalmem)() / 1024 / 1024 * 0.75);
        const timeLimitMs = settings?.timeLimitMs ?? 300 * 6e4;
        const death = await runWorker(() => new external_node_worker_threads_namespaceObject.Worker(worker, { resourceLimits: { maxOldGenerationSizeMb: memoryMb } }), memoryMb, timeLimitMs);
        if (death === null)
          return;
        process.exitCode = 1;
        const stopped = { stopped: `chunkgate: ${death}` };
        if (await runWorker(() => new external_node_worker_threads_namespaceObject.Worker(worker, { workerData: stopped }), memoryMb, 0) !== null)
          process.stderr.write(`${stopped.stopped}
`);
      }
      function runWorker(start, memoryMb, timeLimitMs) {
        return new Promise((resolve) => {
          const unexpected = (why) => `the run stopped unexpectedly before it reached a verdict (${why}); please report it.`;
          let worker;
          try {
            worker = start();
          } catch (error) {
            return resolve(unexpected(error instanceof Error ? error.message : String(error)));
          }
          let finished = null;
          let failure = null;
          let timedOut = false;
          const timer = timeLimitMs > 0 ? setTimeout(() => {
            timedOut = true;
            void worker.terminate();
          }, timeLimitMs) : void 0;
          worker.on("message", (message) => finished = message);
          worker.on("error", (error) => failure = error);
          worker.on("exit", (code) => {
            clearTimeout(timer);
            const done = finished;
            if (done !== null) {
              process.exitCode = done.exitCode || process.exitCode;
              return resolve(null);
            }
            if (timedOut)
              return resolve(`the run took longer than ${formatMinutes(timeLimitMs)} (input \`time-limit-minutes\`) and was stopped before it reached a verdict. Narrow what it evaluates (\`scope: changed\`, fewer sources or sweep cells), or raise the limit.`);
            if (failure?.code === "ERR_WORKER_OUT_OF_MEMORY")
              return resolve(`the run ran out of memory (its heap is limited to ${memoryMb} MB: input \`memory-limit-mb\`) and was stopped before it reached a verdict. Look for a chunking that repeats text many times (overlap close to size) or a very large golden set, or raise the limit on a larger runner.`);
            resolve(unexpected(failure instanceof Error ? failure.message : `its thread ended with code ${code}`));
          });
        });
      }
      function formatMinutes(ms) {
        const minutes = ms / 6e4;
        return minutes >= 1 ? `${Number(minutes.toFixed(2))} minutes` : `${Number((ms / 1e3).toFixed(3))} seconds`;
      }
    })
  ),
  /***/
  407: (
    /***/
    ((module, __unused_webpack___webpack_exports__, __nccwpck_require__2) => {
      __nccwpck_require__2.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => {
        try {
          var _action_superviseRun_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__2(705);
          const here = import.meta.url;
          await (0, _action_superviseRun_js__WEBPACK_IMPORTED_MODULE_0__.M)(new URL("cli/action.js", here));
          __webpack_async_result__();
        } catch (e) {
          __webpack_async_result__(e);
        }
      }, 1);
    })
  )
  /******/
};
var __webpack_module_cache__ = {};
function __nccwpck_require__(moduleId) {
  var cachedModule = __webpack_module_cache__[moduleId];
  if (cachedModule !== void 0) {
    return cachedModule.exports;
  }
  var module = __webpack_module_cache__[moduleId] = {
    /******/
    // no module.id needed
    /******/
    // no module.loaded needed
    /******/
    exports: {}
    /******/
  };
  var threw = true;
  try {
    __webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
    threw = false;
  } finally {
    if (threw) delete __webpack_module_cache__[moduleId];
  }
  return module.exports;
}
if (typeof __nccwpck_require__ !== "undefined") __nccwpck_require__.ab = decodeURIComponent(new URL(".", import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
(() => {
  var webpackQueues = typeof Symbol === "function" ? /* @__PURE__ */ Symbol("webpack queues") : "__webpack_queues__";
  var webpackExports = typeof Symbol === "function" ? /* @__PURE__ */ Symbol("webpack exports") : "__webpack_exports__";
  var webpackError = typeof Symbol === "function" ? /* @__PURE__ */ Symbol("webpack error") : "__webpack_error__";
  var resolveQueue = (queue) => {
    if (queue && queue.d < 1) {
      queue.d = 1;
      queue.forEach((fn) => fn.r--);
      queue.forEach((fn) => fn.r-- ? fn.r++ : fn());
    }
  };
  var wrapDeps = (deps) => deps.map((dep) => {
    if (dep !== null && typeof dep === "object") {
      if (dep[webpackQueues]) return dep;
      if (dep.then) {
        var queue = [];
        queue.d = 0;
        dep.then((r) => {
          obj[webpackExports] = r;
          resolveQueue(queue);
        }, (e) => {
          obj[webpackError] = e;
          resolveQueue(queue);
        });
        var obj = {};
        obj[webpackQueues] = (fn) => fn(queue);
        return obj;
      }
    }
    var ret = {};
    ret[webpackQueues] = (x) => {
    };
    ret[webpackExports] = dep;
    return ret;
  });
  __nccwpck_require__.a = (module, body, hasAwait) => {
    var queue;
    hasAwait && ((queue = []).d = -1);
    var depQueues = /* @__PURE__ */ new Set();
    var exports = module.exports;
    var currentDeps;
    var outerResolve;
    var reject;
    var promise = new Promise((resolve, rej) => {
      reject = rej;
      outerResolve = resolve;
    });
    promise[webpackExports] = exports;
    promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"]((x) => {
    }));
    module.exports = promise;
    body((deps) => {
      currentDeps = wrapDeps(deps);
      var fn;
      var getResult = () => currentDeps.map((d) => {
        if (d[webpackError]) throw d[webpackError];
        return d[webpackExports];
      });
      var promise2 = new Promise((resolve) => {
        fn = () => resolve(getResult);
        fn.r = 0;
        var fnQueue = (q) => q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn)));
        currentDeps.map((dep) => dep[webpackQueues](fnQueue));
      });
      return fn.r ? promise2 : getResult();
    }, (err) => (err ? reject(promise[webpackError] = err) : outerResolve(exports), resolveQueue(queue)));
    queue && queue.d < 0 && (queue.d = 0);
  };
})();
(() => {
  __nccwpck_require__.d = (exports, definition) => {
    for (var key in definition) {
      if (__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
        Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
      }
    }
  };
})();
(() => {
  __nccwpck_require__.o = (obj, prop) => Object.prototype.hasOwnProperty.call(obj, prop);
})();
var __webpack_exports__ = __nccwpck_require__(407);
__webpack_exports__ = await __webpack_exports__;
