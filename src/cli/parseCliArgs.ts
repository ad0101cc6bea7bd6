import { parseArgs, type ParseArgsConfig } from "node:util";
import { UserError } from "../errors.js";
import { parseGridFlag } from "./parseGridFlag.js";
import type { GridFlags } from "../usecases/index.js";

/** Every command and flag, parsed once into one typed object: what parseCliArgs returns. */
export type CliCommand = ReturnType<typeof parseCliArgs>;

/** The flags every command takes: where the repository and its registry are, and the cache. */
export interface CommonFlags {
  root: string;
  registry?: string;
  /** `--cache-dir`, relative to the working directory; default userCacheDir. */
  cacheDir?: string;
  noCache: boolean;
}

const common = {
  root: { type: "string" },
  registry: { type: "string" },
  "cache-dir": { type: "string" },
  "no-cache": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** Parses `argv` (without node and the script); a bad command or flag is a UserError pointing at `--help`. */
export function parseCliArgs(argv: readonly string[]) {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") return { command: "help" as const };
  if (command === "--version" || command === "version") return { command: "version" as const };
  // the common flags and the command's own, strictly; `--help` then stands for the whole command line
  const parse = <const O extends NonNullable<ParseArgsConfig["options"]>>(options: O, allowPositionals = false) => {
    const parsed = parseArgs({ args: [...rest], options: { ...common, ...options }, strict: true, allowPositionals });
    if ((parsed.values as { help?: boolean }).help) throw HELP_ASKED;
    return parsed;
  };
  try {
    switch (command) {
      case "check": {
        const { values } = parse({
          format: { type: "string" },
          json: { type: "string" },
          source: { type: "string", multiple: true },
          "trec-run": { type: "string" },
          "trec-qrels": { type: "string" },
          "trec-split": { type: "string" },
          base: { type: "string" },
          head: { type: "string" },
          "approved-by": { type: "string" },
          ledger: { type: "boolean" },
        });
        if ((values["trec-run"] === undefined) !== (values["trec-qrels"] === undefined)) {
          throw new UserError("--trec-run and --trec-qrels go together", { hint: "give both files, or neither" });
        }
        const split = oneOf("--trec-split", values["trec-split"], ["train", "held-out"], "use --trec-split train or --trec-split held-out");
        if (values.head !== undefined && values.base === undefined) {
          throw new UserError("--head names the head of a comparison: it needs --base", { hint: "add --base REF (the branch the change goes into), e.g. chunkgate check --base main --head HEAD" });
        }
        const approvedBy = values["approved-by"];
        if (approvedBy !== undefined && values.base === undefined) {
          throw new UserError("--approved-by plays a pull request's approval label: it needs --base", { hint: "add --base REF (the branch the change goes into), e.g. chunkgate check --base main --approved-by octocat" });
        }
        if (approvedBy !== undefined && !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/.test(approvedBy)) {
          throw new UserError(`--approved-by must be a GitHub login (letters, digits and dashes, at most 39), not "${approvedBy}"`, { hint: "name who would apply the approval label, e.g. --approved-by octocat" });
        }
        const format = oneOf("--format", values.format, ["text", "md", "json"], "use --format text, --format md or --format json");
        return {
          command: "check" as const,
          common: commonFlags(values),
          format,
          json: values.json,
          sources: values.source ?? [],
          trecRun: values["trec-run"],
          trecQrels: values["trec-qrels"],
          trecSplit: ({ train: "train", "held-out": "held_out" } as const)[split],
          ...(values.base === undefined ? {} : { base: values.base }),
          ...(values.head === undefined ? {} : { head: values.head }),
          ...(approvedBy === undefined ? {} : { approvedBy }),
          ledger: values.ledger ?? false,
        };
      }
      case "chunks": {
        const { values } = parse({ source: { type: "string" }, json: { type: "boolean" }, warnings: { type: "boolean" }, limit: { type: "string" } });
        const limit = values.limit === undefined ? 20 : Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1) throw new UserError(`--limit must be a whole number of chunks ≥ 1, not "${values.limit}"`, { hint: "e.g. --limit 50" });
        // without --source, the command lists the registry's source ids (it has to read the registry for that)
        return { command: "chunks" as const, common: commonFlags(values), source: values.source, json: values.json ?? false, warnings: values.warnings ?? false, limit };
      }
      case "explain": {
        const { values, positionals } = parse({}, true);
        if (positionals.length !== 1) throw new UserError("explain needs exactly one QUESTION_ID", { hint: "e.g. chunkgate explain ret-001" });
        return { command: "explain" as const, common: commonFlags(values), questionId: positionals[0]! };
      }
      case "sweep": {
        const { values } = parse({
          source: { type: "string" },
          sizes: { type: "string" },
          overlaps: { type: "string" },
          strategies: { type: "string" },
          retrievers: { type: "string" },
          json: { type: "string" },
          format: { type: "string" },
          shard: { type: "string" },
          ledger: { type: "boolean" },
        });
        if (!values.source) throw new UserError("sweep needs --source ID", { hint: "name a source id from the registry, e.g. chunkgate sweep --source docs" });
        const grid: GridFlags = {};
        if (values.sizes !== undefined) grid.sizes = parseGridFlag.sizes(values.sizes);
        if (values.overlaps !== undefined) grid.overlaps = parseGridFlag.overlaps(values.overlaps);
        if (values.strategies !== undefined) grid.strategies = parseGridFlag.strategies(values.strategies);
        const shard = values.shard === undefined ? undefined : parseGridFlag.shard(values.shard);
        const retrievers = values.retrievers === undefined ? undefined : parseGridFlag.retrievers(values.retrievers);
        if (shard && retrievers && retrievers.length > 1) {
          throw new UserError("--shard measures one retriever: it cannot be combined with several --retrievers", { hint: "shard one retriever at a time, or drop --shard" });
        }
        return { command: "sweep" as const, common: commonFlags(values), source: values.source, grid, format: textOrMarkdown(values.format), json: values.json, shard, ...(retrievers ? { retrievers } : {}), ledger: values.ledger ?? false };
      }
      case "merge": {
        const { values, positionals } = parse({ json: { type: "string" }, format: { type: "string" }, ledger: { type: "boolean" } }, true);
        if (positionals.length === 0) throw new UserError("merge needs the shards' JSON files", { hint: "e.g. chunkgate merge sweep-1.json sweep-2.json sweep-3.json" });
        return { command: "merge" as const, common: commonFlags(values), files: positionals, format: textOrMarkdown(values.format), json: values.json, ledger: values.ledger ?? false };
      }
      case "record": {
        const { values } = parse({
          source: { type: "string" },
          "from-sweep": { type: "string" },
          strategy: { type: "string" },
          size: { type: "string" },
          overlap: { type: "string" },
          write: { type: "boolean" },
        });
        if (!values.source) throw new UserError("record needs --source ID", { hint: "name a source id from the registry, e.g. chunkgate record --source docs" });
        const explicit = [values.strategy, values.size, values.overlap].some((v) => v !== undefined);
        if (values["from-sweep"] !== undefined && explicit) {
          throw new UserError("--from-sweep takes the parameters from the sweep's choice: it cannot be combined with --strategy, --size or --overlap", { hint: "pass either --from-sweep FILE or the parameters" });
        }
        return {
          command: "record" as const,
          common: commonFlags(values),
          source: values.source,
          fromSweep: values["from-sweep"],
          strategy: values.strategy,
          size: values.size === undefined ? undefined : parseGridFlag.size(values.size),
          overlap: values.overlap === undefined ? undefined : parseGridFlag.overlap(values.overlap),
          write: values.write ?? false,
        };
      }
      case "relabel": {
        const { values } = parse({ write: { type: "boolean" }, base: { type: "string" } });
        return { command: "relabel" as const, common: commonFlags(values), write: values.write ?? false, ...(values.base === undefined ? {} : { base: values.base }) };
      }
      case "suggest": {
        const own = { source: { type: "string", multiple: true }, write: { type: "string" }, format: { type: "string" } } as const;
        const { values } = parse({ ...own, from: { type: "string" }, base: { type: "string" }, drafter: { type: "string" } });
        const format = oneOf("--format", values.format, ["yaml", "md"], "use --format yaml (entries to paste) or --format md (a summary with the entries)");
        if (values.write === "") throw new UserError("--write needs a file name", { hint: "e.g. --write evals/retrieval.drafts.yaml, the file chunkgate check counts (docs/golden-set.md)" });
        if (values.from === "") throw new UserError("--from needs a file of questions", { hint: "e.g. --from questions.txt (one per line) or --from export.csv (a `question` column); docs/golden-set.md" });
        if (values.base === "") throw new UserError("--base needs a branch, tag or commit", { hint: "e.g. --base main" });
        const asked = { ...(values.from === undefined ? {} : { from: values.from }), ...(values.base === undefined ? {} : { base: values.base }) };
        const drafterHint = "use --drafter offline (the default: no network) or --drafter llm (the registry's `authoring:` chat API)";
        const drafter = oneOf("--drafter", values.drafter, ["offline", "llm"], drafterHint);
        return { command: "suggest" as const, common: commonFlags(values), sources: values.source ?? [], format, drafter, ...(values.write === undefined ? {} : { write: values.write }), ...asked };
      }
      default:
        throw new UserError(`unknown command "${command}"`, { hint: "use check, chunks, explain, sweep, merge, record, relabel or suggest (chunkgate --help lists them)" });
    }
  } catch (error) {
    if (error === HELP_ASKED) return { command: "help" as const };
    if (error instanceof UserError) throw error;
    // node:util parseArgs throws TypeErrors with a readable message for unknown flags and missing values
    throw new UserError(error instanceof Error ? error.message : String(error), { hint: "run chunkgate --help for the flags" });
  }
}

/** What `parse` throws on `--help`, before the other flags' values are checked: the answer is the help. */
const HELP_ASKED = Symbol("--help");

function textOrMarkdown(format: string | undefined): "text" | "md" {
  return oneOf("--format", format, ["text", "md"], "use --format text or --format md (--json FILE writes the JSON)");
}

/** `value` when it is one of `allowed`, the first when absent; else a UserError listing them, with `hint`. */
function oneOf<const T extends string>(flag: string, value: string | undefined, allowed: readonly [T, ...T[]], hint: string): T {
  const chosen = value ?? allowed[0];
  if ((allowed as readonly string[]).includes(chosen)) return chosen as T;
  throw new UserError(`${flag} must be ${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)}, not "${chosen}"`, { hint });
}

function commonFlags(values: { root?: string; registry?: string; "cache-dir"?: string; "no-cache"?: boolean }): CommonFlags {
  if (values["cache-dir"] !== undefined && values["no-cache"]) {
    throw new UserError("--cache-dir and --no-cache contradict each other", { hint: "give one of them" });
  }
  return { root: values.root ?? ".", registry: values.registry, noCache: values["no-cache"] ?? false, ...(values["cache-dir"] === undefined ? {} : { cacheDir: values["cache-dir"] }) };
}
