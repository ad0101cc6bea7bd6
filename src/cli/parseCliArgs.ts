import { parseArgs } from "node:util";
import { UserError } from "../errors.js";
import { parseGridFlag } from "../sweep/parseGridFlag.js";
import type { GridFlags } from "../sweep/resolveSweepGrid.js";
import type { Shard } from "../sweep/shardCells.js";

/** Every command and flag, parsed once into one typed object. */
export type CliCommand =
  | { command: "help" }
  | { command: "version" }
  | { command: "check"; common: CommonFlags; format: "text" | "md" | "json"; json?: string; sources: string[]; trecRun?: string; trecQrels?: string; trecSplit: "train" | "held_out" }
  | { command: "chunks"; common: CommonFlags; source: string; json: boolean }
  | { command: "explain"; common: CommonFlags; questionId: string }
  | { command: "sweep"; common: CommonFlags; source: string; grid: GridFlags; format: "text" | "md"; json?: string; shard?: Shard }
  | { command: "merge"; common: CommonFlags; files: string[]; format: "text" | "md"; json?: string }
  | { command: "record"; common: CommonFlags; source: string; fromSweep?: string; strategy?: string; size?: number; overlap?: number; write: boolean };

export interface CommonFlags {
  root: string;
  registry?: string;
  /** `--cache-dir DIR`: where prepared documents are kept between runs (default `.chunkgate/cache` under the root). */
  cacheDir?: string;
  /** `--no-cache`: read and write no cache. */
  noCache?: boolean;
}

const common = {
  root: { type: "string" },
  registry: { type: "string" },
  "cache-dir": { type: "string" },
  "no-cache": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/**
 * Parses `argv` (without node and the script). Unknown commands, unknown flags and missing values
 * are UserErrors that name the problem and point at `--help`. Paths stay as given; the caller
 * resolves them against its working directory.
 */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") return { command: "help" };
  if (command === "--version" || command === "version") return { command: "version" };
  try {
    switch (command) {
      case "check": {
        const { values } = parseArgs({
          args: [...rest],
          options: {
            ...common,
            format: { type: "string" },
            json: { type: "string" },
            source: { type: "string", multiple: true },
            "trec-run": { type: "string" },
            "trec-qrels": { type: "string" },
            "trec-split": { type: "string" },
          },
          strict: true,
          allowPositionals: false,
        });
        if (values.help) return { command: "help" };
        if ((values["trec-run"] === undefined) !== (values["trec-qrels"] === undefined)) {
          throw new UserError("--trec-run and --trec-qrels go together", { hint: "give both files, or neither" });
        }
        const split = values["trec-split"] ?? "train";
        if (split !== "train" && split !== "held-out") {
          throw new UserError(`--trec-split must be train or held-out, not "${split}"`, { hint: "use --trec-split train or --trec-split held-out" });
        }
        const format = values.format ?? "text";
        if (format !== "text" && format !== "md" && format !== "json") {
          throw new UserError(`--format must be text, md or json, not "${format}"`, { hint: "use --format text, --format md or --format json" });
        }
        return {
          command: "check",
          common: commonFlags(values),
          format,
          json: values.json,
          sources: values.source ?? [],
          trecRun: values["trec-run"],
          trecQrels: values["trec-qrels"],
          trecSplit: split === "train" ? "train" : "held_out",
        };
      }
      case "chunks": {
        const { values } = parseArgs({ args: [...rest], options: { ...common, source: { type: "string" }, json: { type: "boolean" } }, strict: true });
        if (values.help) return { command: "help" };
        if (!values.source) throw new UserError("chunks needs --source ID", { hint: "name a source id from the registry, e.g. chunkgate chunks --source docs" });
        return { command: "chunks", common: commonFlags(values), source: values.source, json: values.json ?? false };
      }
      case "explain": {
        const { values, positionals } = parseArgs({ args: [...rest], options: common, strict: true, allowPositionals: true });
        if (values.help) return { command: "help" };
        if (positionals.length !== 1) throw new UserError("explain needs exactly one QUESTION_ID", { hint: "e.g. chunkgate explain ret-001" });
        return { command: "explain", common: commonFlags(values), questionId: positionals[0]! };
      }
      case "sweep": {
        const { values } = parseArgs({
          args: [...rest],
          options: { ...common, source: { type: "string" }, sizes: { type: "string" }, overlaps: { type: "string" }, strategies: { type: "string" }, json: { type: "string" }, format: { type: "string" }, shard: { type: "string" } },
          strict: true,
        });
        if (values.help) return { command: "help" };
        if (!values.source) throw new UserError("sweep needs --source ID", { hint: "name a source id from the registry, e.g. chunkgate sweep --source docs" });
        const grid: GridFlags = {};
        if (values.sizes !== undefined) grid.sizes = parseGridFlag.sizes(values.sizes);
        if (values.overlaps !== undefined) grid.overlaps = parseGridFlag.overlaps(values.overlaps);
        if (values.strategies !== undefined) grid.strategies = parseGridFlag.strategies(values.strategies);
        const shard = values.shard === undefined ? undefined : parseGridFlag.shard(values.shard);
        return { command: "sweep", common: commonFlags(values), source: values.source, grid, format: textOrMarkdown(values.format), json: values.json, shard };
      }
      case "merge": {
        const { values, positionals } = parseArgs({ args: [...rest], options: { ...common, json: { type: "string" }, format: { type: "string" } }, strict: true, allowPositionals: true });
        if (values.help) return { command: "help" };
        if (positionals.length === 0) throw new UserError("merge needs the shards' JSON files", { hint: "e.g. chunkgate merge sweep-1.json sweep-2.json sweep-3.json" });
        return { command: "merge", common: commonFlags(values), files: positionals, format: textOrMarkdown(values.format), json: values.json };
      }
      case "record": {
        const { values } = parseArgs({
          args: [...rest],
          options: { ...common, source: { type: "string" }, "from-sweep": { type: "string" }, strategy: { type: "string" }, size: { type: "string" }, overlap: { type: "string" }, write: { type: "boolean" } },
          strict: true,
        });
        if (values.help) return { command: "help" };
        if (!values.source) throw new UserError("record needs --source ID", { hint: "name a source id from the registry, e.g. chunkgate record --source docs" });
        const explicit = [values.strategy, values.size, values.overlap].some((v) => v !== undefined);
        if (values["from-sweep"] !== undefined && explicit) {
          throw new UserError("--from-sweep takes the parameters from the sweep's choice: it cannot be combined with --strategy, --size or --overlap", { hint: "pass either --from-sweep FILE or the parameters" });
        }
        return {
          command: "record",
          common: commonFlags(values),
          source: values.source,
          fromSweep: values["from-sweep"],
          strategy: values.strategy,
          size: values.size === undefined ? undefined : parseGridFlag.size(values.size),
          overlap: values.overlap === undefined ? undefined : parseGridFlag.overlap(values.overlap),
          write: values.write ?? false,
        };
      }
      default:
        throw new UserError(`unknown command "${command}"`, { hint: "use check, chunks, explain, sweep, merge or record (chunkgate --help lists them)" });
    }
  } catch (error) {
    if (error instanceof UserError) throw error;
    // node:util parseArgs throws TypeErrors with a readable message for unknown flags and missing values
    throw new UserError(error instanceof Error ? error.message : String(error), { hint: "run chunkgate --help for the flags" });
  }
}

function textOrMarkdown(format: string | undefined): "text" | "md" {
  if (format === undefined || format === "text" || format === "md") return format ?? "text";
  throw new UserError(`--format must be text or md, not "${format}"`, { hint: "use --format text or --format md (--json FILE writes the JSON)" });
}

function commonFlags(values: { root?: string; registry?: string; "cache-dir"?: string; "no-cache"?: boolean }): CommonFlags {
  if (values["cache-dir"] !== undefined && values["no-cache"]) {
    throw new UserError("--cache-dir and --no-cache contradict each other", { hint: "give one of them: --cache-dir DIR keeps the cache there, --no-cache keeps none" });
  }
  const flags: CommonFlags = { root: values.root ?? ".", registry: values.registry };
  if (values["cache-dir"] !== undefined) flags.cacheDir = values["cache-dir"];
  if (values["no-cache"]) flags.noCache = true;
  return flags;
}

/** The text `chunkgate --help` prints. */
export const HELP = `chunkgate: gate documentation changes on retrieval quality

Usage:
  chunkgate check   [--root DIR] [--registry FILE] [--source ID]... [--format text|md|json]
                    [--json FILE] [--trec-run FILE --trec-qrels FILE [--trec-split train|held-out]]
  chunkgate chunks  --source ID [--root DIR] [--registry FILE] [--json]
  chunkgate explain QUESTION_ID [--root DIR] [--registry FILE]
  chunkgate sweep   --source ID [--sizes 60,120,240] [--overlaps 0,0.1,0.25] [--strategies structural,fixed]
                    [--format text|md] [--json FILE] [--shard I/N] [--root DIR] [--registry FILE]
  chunkgate merge   FILE... [--format text|md] [--json FILE] [--root DIR] [--registry FILE]
  chunkgate record  --source ID [--from-sweep FILE | --strategy S --size N --overlap N] [--write]
                    [--root DIR] [--registry FILE]

  --root DIR        repository root; every path in the registry is relative to it (default .)
  --registry FILE   registry path relative to the root (default chunkgate.yml)
  --cache-dir DIR   where parsed and measured documents are kept between runs, relative to the
                    working directory (default $CHUNKGATE_CACHE_DIR, else .chunkgate/cache under the root)
  --no-cache        read and write no cache (every document is prepared again)
  --source ID       check only this source (repeatable)
  --format FORMAT   what check prints: text (default), md (GitHub Markdown) or json (the report)
  --json FILE       also write the full report as JSON
  --trec-run FILE   write the run in TREC format (with --trec-qrels: the derived qrels)

Sweep, merge and record (see docs/sweep.md):
  --sizes, --overlaps, --strategies   the grid (default: the registry's sweep: block, else sizes
                    ×0.5, ×1, ×2, ×4 of the current one and overlaps 0, 0.1, 0.25); an overlap
                    below 1 is a ratio of the size, from 1 up a count in the source's unit
  --shard I/N       measure only cell j where j mod N = I-1 (grid order), and write that JSON
  --from-sweep FILE record the cell a sweep (or merge) chose
  --write           record: write chunkgate.yml (without it, print the diff it would make)

Exit codes: 0 pass, warn or no baseline; 1 a source failed or nothing was evaluated;
2 usage, configuration or input error.
`;
