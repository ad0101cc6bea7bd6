import { isScalar, type Node } from "yaml";
import type { ChunkUnit, ChunkingParams, TokenizerName } from "../chunking/index.js";
import type { Baseline, SourceConfig, SweepConfig } from "./types.js";
import { ABSOLUTE, check, type Check } from "./check.js";
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
  const optional = reader.scalar(entries, "optional", scope, check.boolean, { default: false });
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
  const measuredOn = reader.scalar(entries, "measured_on", inner, check.date, "required");
  const recall = reader.scalar(entries, "recall", inner, RECALL, "required");
  const retriever = reader.optional(entries, "retriever", inner, { ...check.text, example: "bm25" });
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

const CHUNKING = REGISTRY_DEFAULTS.source.chunking;
const DEFAULT_REPEAT = REGISTRY_DEFAULTS.limits.overlapRepeat;
const CHUNKING_BLOCK_KEYS = [
  ...CHUNKING_KEYS, "child_size", "merge_small_sections",
  "chunk_size", "chunk_overlap", "separators", "length_unit", "orphan_tokens",
];
const LENGTH_UNITS = ["characters", "tokens"] as const;
/** Any string, the empty one included (LangChain's last separator is ""). */
const SEPARATOR = { expected: "a string (quote it: `\"\\n\\n\"`)", example: '"\\n\\n"', accept: (value: unknown) => (typeof value === "string" ? value : undefined) };
const UNITS: readonly ChunkUnit[] = ["words", "tokens"];
const TOKENIZERS: readonly TokenizerName[] = ["o200k_base", "cl100k_base"];

/** A source's `chunking:` block, defaults applied, with `0 ≤ overlap < size` and the overlap within `overlapRepeat`. */
function readChunking(reader: YamlReader, source: Map<string, Entry>, scope: Scope, overlapRepeat: number = DEFAULT_REPEAT): ChunkingParams | undefined {
  const block = reader.block(source, "chunking", scope, { known: CHUNKING_BLOCK_KEYS, example: "{ strategy: structural, unit: words, size: 120 }", required: true });
  if (block === undefined) return undefined;
  const { entries, scope: inner } = block;
  const strategy = reader.scalar(entries, "strategy", inner, { ...check.text, example: "structural" }, "required");
  if (strategy === "langchain-recursive") return readLangChain(reader, entries, inner, overlapRepeat);
  for (const key of ["chunk_size", "chunk_overlap", "separators", "length_unit"] as const) {
    const entry = entries.get(key);
    if (entry) reader.fail(`${inner.prefix}\`chunking.${key}\` applies only to \`strategy: langchain-recursive\`, got strategy \`${strategy ?? ""}\``, entry.line, `remove \`${key}\`, or use \`size\` and \`overlap\``);
  }
  const unit = reader.scalar(entries, "unit", inner, check.oneOf(UNITS), { default: CHUNKING.unit });
  const size = reader.scalar(entries, "size", inner, check.integer({ min: 1 }), { default: CHUNKING.size[unit ?? CHUNKING.unit] });
  const overlap = reader.scalar(entries, "overlap", inner, check.integer({ min: 0 }), { default: CHUNKING.overlap });
  const contextHeader = reader.scalar(entries, "context_header", inner, check.boolean, { default: CHUNKING.contextHeader });
  const tokenizer = reader.scalar(entries, "tokenizer", inner, check.oneOf(TOKENIZERS), { default: CHUNKING.tokenizer });
  const mergeSmallSections = reader.scalar(entries, "merge_small_sections", inner, check.boolean, { default: CHUNKING.mergeSmallSections });
  const orphanTokens = reader.scalar(entries, "orphan_tokens", inner, check.integer({ min: 0 }), "optional");
  const childSize = reader.scalar(entries, "child_size", inner, check.integer({ min: 1 }), "optional");
  if (size !== undefined && overlap !== undefined && overlap >= size) {
    const line = entries.get("overlap")?.line ?? inner.line;
    const hint = `lower \`overlap\` below ${size} (overlap repeats the end of the previous chunk, so it must leave room for new content)`;
    return reader.fail(`${inner.prefix}\`chunking.overlap\` must be less than \`chunking.size\` (${size}), got \`${overlap}\``, line, hint);
  }
  if (size !== undefined && overlap !== undefined && !withinRepeat(reader, { size, overlap, limit: overlapRepeat, keys: ["size", "overlap"], line: entries.get("overlap")?.line ?? inner.line, scope: inner })) return undefined;
  const childEntry = entries.get("child_size");
  if (childEntry && strategy !== "parent-child") {
    return reader.fail(`${inner.prefix}\`chunking.child_size\` applies only to \`strategy: parent-child\`, got strategy \`${strategy ?? ""}\``, childEntry.line, "remove `child_size`, or set `strategy: parent-child`");
  }
  const mergeEntry = entries.get("merge_small_sections");
  if (mergeEntry && mergeSmallSections && strategy !== "structural") {
    return reader.fail(`${inner.prefix}\`chunking.merge_small_sections\` applies only to \`strategy: structural\`, got strategy \`${strategy ?? ""}\``, mergeEntry.line, "remove `merge_small_sections`, or set `strategy: structural`");
  }
  const child = childSize ?? Math.max(1, Math.floor((size ?? 0) / 4));
  if (strategy === "parent-child" && size !== undefined && overlap !== undefined && (child > size || overlap >= child)) {
    const line = childEntry?.line ?? inner.line;
    return reader.fail(`${inner.prefix}\`chunking.child_size\` must be at most \`size\` (${size}) and more than \`overlap\` (${overlap}), got \`${child}\`${childSize === undefined ? " (a quarter of size, the default)" : ""}`, line, `set \`child_size\` between ${overlap + 1} and ${size}`);
  }
  if (strategy === undefined || unit === undefined || size === undefined || overlap === undefined) return undefined;
  if (contextHeader === undefined || tokenizer === undefined || mergeSmallSections === undefined) return undefined;
  // optional keys are set only when they differ from the default, so a plain block reads as before
  const params: ChunkingParams = { strategy, unit, size, overlap, contextHeader, tokenizer };
  if (orphanTokens !== undefined) params.orphanTokens = orphanTokens;
  if (strategy === "parent-child") params.childSize = child;
  if (mergeSmallSections) params.mergeSmallSections = true;
  return params;
}

/** LangChain's keys and defaults for `langchain-recursive`: `chunk_size` and `chunk_overlap` become size and overlap. */
function readLangChain(reader: YamlReader, entries: Map<string, Entry>, inner: Scope, overlapRepeat: number): ChunkingParams | undefined {
  for (const key of ["size", "overlap", "unit", "child_size", "merge_small_sections"] as const) {
    const entry = entries.get(key);
    if (entry) reader.fail(`${inner.prefix}\`chunking.${key}\` does not apply to \`strategy: langchain-recursive\``, entry.line, key === "size" ? "use `chunk_size` (characters, as LangChain counts them)" : key === "overlap" ? "use `chunk_overlap`" : key === "unit" ? "use `length_unit: characters | tokens`" : `remove \`${key}\``);
  }
  const size = reader.scalar(entries, "chunk_size", inner, check.integer({ min: 1 }), { default: 1000 });
  const overlap = reader.scalar(entries, "chunk_overlap", inner, check.integer({ min: 0 }), { default: 200 });
  const lengthUnit = reader.scalar(entries, "length_unit", inner, check.oneOf(LENGTH_UNITS), { default: "characters" as const });
  // off by default: the point is to score exactly the chunks a LangChain pipeline embeds
  const contextHeader = reader.scalar(entries, "context_header", inner, check.boolean, { default: false });
  const tokenizer = reader.scalar(entries, "tokenizer", inner, check.oneOf(TOKENIZERS), { default: CHUNKING.tokenizer });
  const orphanTokens = reader.scalar(entries, "orphan_tokens", inner, check.integer({ min: 0 }), "optional");
  const entry = entries.get("separators");
  const example = 'separators: ["\\n\\n", "\\n", " ", ""]';
  const separators = entry && reader.listOf(entry, { scope: inner, label: "chunking.separators", check: SEPARATOR, example, expected: "a list of strings" });
  if (entry && separators === undefined) return undefined;
  if (size !== undefined && overlap !== undefined && overlap > size) {
    // LangChain itself refuses an overlap larger than the chunk size
    return reader.fail(`${inner.prefix}\`chunking.chunk_overlap\` must be at most \`chunking.chunk_size\` (${size}), got \`${overlap}\``, entries.get("chunk_overlap")?.line ?? inner.line, `lower \`chunk_overlap\` to ${size} or less`);
  }
  if (size !== undefined && overlap !== undefined && !withinRepeat(reader, { size, overlap, limit: overlapRepeat, keys: ["chunk_size", "chunk_overlap"], line: entries.get("chunk_overlap")?.line ?? inner.line, scope: inner })) return undefined;
  if (size === undefined || overlap === undefined || lengthUnit === undefined || contextHeader === undefined || tokenizer === undefined) return undefined;
  const params: ChunkingParams = { strategy: "langchain-recursive", unit: "tokens", size, overlap, contextHeader, tokenizer, lengthUnit };
  if (orphanTokens !== undefined) params.orphanTokens = orphanTokens;
  if (separators) params.separators = separators;
  return params;
}

/** Whether overlap repeats the text at most `limit` times (`size / (size − overlap)`); else records a problem. */
function withinRepeat(reader: YamlReader, at: { size: number; overlap: number; limit: number; keys: [string, string]; line: number; scope: Scope }): boolean {
  const { size, overlap, limit, keys } = at;
  if (overlap < size && size / (size - overlap) <= limit) return true;
  const most = Math.floor(size - size / limit);
  const factor = overlap < size ? `${Number((size / (size - overlap)).toFixed(1))} times` : "without end";
  reader.fail(
    `${at.scope.prefix}\`chunking.${keys[1]}: ${overlap}\` with \`chunking.${keys[0]}: ${size}\` repeats the text ${factor} (size / (size − overlap)), more than the limit of ${limit} (\`limits.overlap_repeat\`)`,
    at.line,
    `lower \`${keys[1]}\` to at most ${most}, or raise \`limits.overlap_repeat\` in the registry`,
  );
  return false;
}

/** The keys `sweep:` takes. */
export const SWEEP_KEYS = ["sizes", "overlaps", "strategies", "choice_band"] as const;

const SIZE = check.integer({ min: 1 });

/** Below 1 a share of the size, from 1 up a whole count: a unit cannot be split, and 1 or more is never a share. */
const OVERLAP: Check<number> = {
  expected: "a ratio of the size from 0 up to (not including) 1, or a whole count of at least 1",
  example: "0.1",
  accept: (value) => (typeof value === "number" && Number.isFinite(value) && value >= 0 && (value < 1 || Number.isInteger(value)) ? value : undefined),
  advise: (value) =>
    typeof value === "number" && value > 1 && !Number.isInteger(value)
      ? `from 1 up an overlap is a whole count in the source's unit: write \`${Math.floor(value)}\`, or a ratio below 1 such as \`0.1\``
      : undefined,
};

const STRATEGY: Check<string> = { ...check.text, example: "structural" };

const CHOICE_BAND: Check<number> = { ...check.integer({ min: 0 }), example: "2" };

/** A `sweep:` block (top level or per source), null when absent or empty; a key left out is null. */
export function readSweep(reader: YamlReader, entries: Map<string, Entry>, scope: Scope): SweepConfig | null | undefined {
  const block = reader.block(entries, "sweep", scope, { known: SWEEP_KEYS, example: "{ sizes: [60, 120, 240], overlaps: [0, 0.1, 0.25] }" });
  if (block === undefined) return undefined;
  if (!block.present) return null;
  const sizes = readList(reader, block.entries, { key: "sizes", scope: block.scope, check: SIZE, example: "[60, 120, 240]" });
  const overlaps = readList(reader, block.entries, { key: "overlaps", scope: block.scope, check: OVERLAP, example: "[0, 0.1, 0.25]" });
  const strategies = readList(reader, block.entries, { key: "strategies", scope: block.scope, check: STRATEGY, example: "[structural, fixed]" });
  const choiceBand = reader.optional(block.entries, "choice_band", block.scope, CHOICE_BAND);
  return allRead({ sizes, overlaps, strategies, choiceBand, line: block.scope.line });
}

/** One optional list of the block: `null` when absent, `undefined` when a problem was recorded. */
function readList<T>(
  reader: YamlReader,
  entries: Map<string, Entry>,
  spec: { key: string; scope: Scope; check: Check<T>; example: string },
): T[] | null | undefined {
  const entry = entries.get(spec.key);
  if (entry === undefined) return null;
  const example = `${spec.key}: ${spec.example}`;
  const empty = ["must list at least one value", `write it like \`${example}\`, or remove it to use the default`] as const;
  return reader.listOf(entry, { scope: spec.scope, label: `${spec.scope.path}${spec.key}`, check: spec.check, example, empty });
}
