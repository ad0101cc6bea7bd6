import { parseArgs } from "node:util";
import { UserError } from "../errors.js";

/** Every command and flag, parsed once into one typed object. */
export type CliCommand =
  | { command: "help" }
  | { command: "version" }
  | { command: "check"; common: CommonFlags; format: "text" | "md" | "json"; json?: string; sources: string[]; trecRun?: string; trecQrels?: string; trecSplit: "train" | "held_out" }
  | { command: "chunks"; common: CommonFlags; source: string; json: boolean }
  | { command: "explain"; common: CommonFlags; questionId: string };

export interface CommonFlags {
  root: string;
  registry?: string;
}

const common = {
  root: { type: "string" },
  registry: { type: "string" },
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
      default:
        throw new UserError(`unknown command "${command}"`, { hint: "use check, chunks or explain (chunkgate --help lists them)" });
    }
  } catch (error) {
    if (error instanceof UserError) throw error;
    // node:util parseArgs throws TypeErrors with a readable message for unknown flags and missing values
    throw new UserError(error instanceof Error ? error.message : String(error), { hint: "run chunkgate --help for the flags" });
  }
}

function commonFlags(values: { root?: string; registry?: string }): CommonFlags {
  return { root: values.root ?? ".", registry: values.registry };
}

/** The text `chunkgate --help` prints. */
export const HELP = `chunkgate: gate documentation changes on retrieval quality

Usage:
  chunkgate check   [--root DIR] [--registry FILE] [--source ID]... [--format text|md|json]
                    [--json FILE] [--trec-run FILE --trec-qrels FILE [--trec-split train|held-out]]
  chunkgate chunks  --source ID [--root DIR] [--registry FILE] [--json]
  chunkgate explain QUESTION_ID [--root DIR] [--registry FILE]

  --root DIR        repository root; every path in the registry is relative to it (default .)
  --registry FILE   registry path relative to the root (default chunkgate.yml)
  --source ID       check only this source (repeatable)
  --format FORMAT   what check prints: text (default), md (GitHub Markdown) or json (the report)
  --json FILE       also write the full report as JSON
  --trec-run FILE   write the run in TREC format (with --trec-qrels: the derived qrels)

Exit codes: 0 pass, warn or no baseline; 1 a source failed or nothing was evaluated;
2 usage, configuration or input error.
`;
