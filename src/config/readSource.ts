import { isScalar, type Node } from "yaml";
import type { Baseline, SourceConfig } from "./types.js";
import { ABSOLUTE, check, type Check } from "./check.js";
import { readChunking } from "./readChunking.js";
import { readSweep, SWEEP_KEYS } from "./readSweep.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import { allRead, type Entry, type Scope, type YamlReader } from "./yamlReader.js";

const KEYS = ["id", "include", "exclude", "optional", "chunking", "baseline", "sweep"] as const;
/** The keys of `chunking:` a source (or the top level) may hold by mistake. */
export const CHUNKING_KEYS = ["strategy", "unit", "size", "overlap", "context_header", "tokenizer"];
const ID = check.matching(/^[A-Za-z0-9_.-]+$/, "a name of letters, digits, `_`, `.` or `-`", "policy_docs");

/** One entry of `sources:`; a chunking or sweep key at the source is said to belong in its block. */
export function readSource(reader: YamlReader, node: Node | null, options: { index: number; line: number; seen: Map<string, number>; overlapRepeat?: number | undefined }): SourceConfig | undefined {
  const byPosition = { prefix: `source #${options.index + 1}: `, path: "", line: options.line };
  const example = '- { id: docs, include: ["docs/**/*.md"], chunking: { strategy: structural } }';
  const entries = reader.mapping(node, { scope: byPosition, what: "the entry", line: options.line, example }, "open");
  if (entries === undefined) return undefined;
  const id = reader.scalar(entries, "id", byPosition, ID, "required");
  const scope = id === undefined ? byPosition : { ...byPosition, prefix: `source \`${id}\`: ` };
  const first = id === undefined ? undefined : options.seen.get(id);
  if (id !== undefined && first === undefined) options.seen.set(id, options.line);
  if (first !== undefined) reader.fail(`source id \`${id}\` is used twice (lines ${first} and ${options.line})`, options.line, "give each source its own id");
  const misplaced = Object.fromEntries([...CHUNKING_KEYS.map((key) => [key, "`chunking:`"]), ...SWEEP_KEYS.map((key) => [key, "`sweep:`"])]);
  reader.rejectUnknown(entries, scope, KEYS, misplaced);
  const include = readGlobs(reader, entries, "include", scope, true);
  const exclude = readGlobs(reader, entries, "exclude", scope, false);
  const optional = reader.scalar(entries, "optional", scope, check.boolean(), { default: false });
  const chunking = readChunking(reader, entries, scope, options.overlapRepeat);
  const baseline = readBaseline(reader, entries, scope);
  const sweep = readSweep(reader, entries, scope);
  if (first !== undefined) return undefined;
  const flag = optional === true ? { optional: true as const } : {};
  return allRead({ id, include, exclude, ...flag, chunking, baseline, ...(sweep === null ? {} : { sweep }), line: options.line });
}

const PARENT = /(^|\/)\.\.(\/|$)/;

const GLOB: Check<string> = {
  expected: "a glob relative to the repository root",
  example: '"docs/**/*.md"',
  accept: (value) => (typeof value === "string" && value.trim() !== "" && !ABSOLUTE.test(value) && !PARENT.test(value) ? value : undefined),
  advise: (value) => {
    if (typeof value !== "string") return undefined;
    if (ABSOLUTE.test(value)) return "globs match paths relative to the repository root: drop the leading `/` (or drive)";
    if (PARENT.test(value)) return "globs cannot leave the repository: remove the `..` segment";
    return undefined;
  },
};

/** A source's `include` or `exclude` globs as written (one string is a one-item list); absolute and `..` never match. */
function readGlobs(reader: YamlReader, entries: Map<string, Entry>, key: "include" | "exclude", scope: Scope, required: boolean): string[] | undefined {
  const entry = entries.get(key);
  const example = `${key}: ["docs/**/*.md"]`;
  if (entry === undefined || (entry.value === null && !required)) {
    if (!required) return [...REGISTRY_DEFAULTS.source.exclude];
    return reader.fail(`${scope.prefix}missing \`${scope.path}${key}\` (a list of globs)`, scope.line, `add \`${example}\``);
  }
  const empty = required ? (["must list at least one glob", `write it like \`${example}\``] as const) : undefined;
  return reader.listOf(entry, { scope, label: `${scope.path}${key}`, check: GLOB, example, expected: "a list of globs", single: { lead: `${key}: ` }, empty });
}

const COUNT = check.integer({ min: 0 });
const RECALL = check.number({ min: 0, max: 1 });
const DIGEST = check.matching(/^sha256:[0-9a-f]{64}$/, "`sha256:` and 64 lowercase hex digits, as `chunkgate record` writes it", "sha256:…");

/**
 * A source's `baseline:` block, null when absent or empty. Only `measured_on` and `recall` are required, so a hand-written
 * baseline works; unknown keys are ignored at any depth, since a later `record` may write them.
 */
function readBaseline(reader: YamlReader, source: Map<string, Entry>, scope: Scope): Baseline | null | undefined {
  const block = reader.block(source, "baseline", scope, { known: "open", example: "{ measured_on: 2026-11-03, recall: 0.91 }" });
  if (block === undefined) return undefined;
  if (!block.present) return null;
  const { entries, scope: inner } = block;
  const measuredOn = reader.scalar(entries, "measured_on", inner, check.date(), "required");
  const recall = reader.scalar(entries, "recall", inner, RECALL, "required");
  const retriever = reader.optional(entries, "retriever", inner, { ...check.text(), example: "bm25" });
  const k = reader.optional(entries, "k", inner, check.integer({ min: 1 }));
  const heldOutRecall = reader.optional(entries, "held_out_recall", inner, RECALL);

  const questions = readCounts(reader, block, "questions", "{ train: 24, held_out: 10 }", { train: "train", heldOut: "held_out" });
  const corpus = readCounts(reader, block, "corpus", "{ documents: 300, sections: 1840, tokens: 412000 }", { documents: "documents", sections: "sections", tokens: "tokens" });
  if (measuredOn === undefined || recall === undefined || retriever === undefined || k === undefined || heldOutRecall === undefined) return undefined;
  const digest = reader.optional(entries, "digest", inner, DIGEST);
  if (digest === undefined || questions === undefined || corpus === undefined) return undefined;
  const goldenSet = text(entries.get("golden_set"));
  const corpusFingerprint = text(entries.get("corpus_fingerprint"));
  return {
    measuredOn, recall, retriever, k, heldOutRecall, questions, corpus,
    ...(goldenSet === undefined ? {} : { goldenSet }),
    ...(corpusFingerprint === undefined ? {} : { corpusFingerprint }),
    ...(digest === null ? {} : { digest }),
    line: inner.line,
  };
}

/** A baseline's block of counts (each required, unknown keys ignored): null when absent or empty, undefined after a problem. */
function readCounts<K extends string>(reader: YamlReader, baseline: { entries: Map<string, Entry>; scope: Scope }, key: string, example: string, fields: Record<K, string>): Record<K, number> | null | undefined {
  const block = reader.block(baseline.entries, key, baseline.scope, { known: "open", example });
  if (block === undefined || !block.present) return block && null;
  const counts = Object.entries<string>(fields).map(([field, name]) => [field, reader.scalar(block.entries, name, block.scope, COUNT, "required")]);
  return allRead(Object.fromEntries(counts) as Record<K, number | undefined>);
}

/** A non-blank string value, or `undefined` for anything else (absent, empty, a mapping, a number). */
function text(entry: Entry | undefined): string | undefined {
  const node = entry?.value;
  return node && isScalar(node) && typeof node.value === "string" && node.value.trim() !== "" ? node.value : undefined;
}
