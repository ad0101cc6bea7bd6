import type { ChunkUnit, ChunkingParams, TokenizerName } from "../chunking/index.js";
import { check } from "./check.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const DEFAULTS = REGISTRY_DEFAULTS.source.chunking;
const DEFAULT_REPEAT = REGISTRY_DEFAULTS.limits.overlapRepeat;
const KEYS = [
  ...["strategy", "unit", "size", "overlap", "context_header", "tokenizer", "child_size", "merge_small_sections"],
  ...["chunk_size", "chunk_overlap", "separators", "length_unit", "orphan_tokens"],
];
const LENGTH_UNITS = ["characters", "tokens"] as const;
/** Any string, the empty one included (LangChain's last separator is ""). */
const SEPARATOR = { expected: "a string (quote it: `\"\\n\\n\"`)", example: '"\\n\\n"', accept: (value: unknown) => (typeof value === "string" ? value : undefined) };
const UNITS: readonly ChunkUnit[] = ["words", "tokens"];
const TOKENIZERS: readonly TokenizerName[] = ["o200k_base", "cl100k_base"];

/** A source's `chunking:` block, defaults applied, with `0 ≤ overlap < size` and the overlap within `overlapRepeat`. */
export function readChunking(reader: YamlReader, source: Map<string, Entry>, scope: Scope, overlapRepeat: number = DEFAULT_REPEAT): ChunkingParams | undefined {
  const block = reader.block(source, "chunking", scope, { known: KEYS, example: "{ strategy: structural, unit: words, size: 120 }", required: true });
  if (block === undefined) return undefined;
  const { entries, scope: inner } = block;
  const strategy = reader.scalar(entries, "strategy", inner, { ...check.text(), example: "structural" }, "required");
  if (strategy === "langchain-recursive") return readLangChain(reader, entries, inner, overlapRepeat);
  for (const key of ["chunk_size", "chunk_overlap", "separators", "length_unit"] as const) {
    const entry = entries.get(key);
    if (entry) reader.fail(`${inner.prefix}\`chunking.${key}\` applies only to \`strategy: langchain-recursive\`, got strategy \`${strategy ?? ""}\``, entry.line, `remove \`${key}\`, or use \`size\` and \`overlap\``);
  }
  const unit = reader.scalar(entries, "unit", inner, check.oneOf(UNITS), { default: DEFAULTS.unit });
  const size = reader.scalar(entries, "size", inner, check.integer({ min: 1 }), { default: DEFAULTS.size[unit ?? DEFAULTS.unit] });
  const overlap = reader.scalar(entries, "overlap", inner, check.integer({ min: 0 }), { default: DEFAULTS.overlap });
  const contextHeader = reader.scalar(entries, "context_header", inner, check.boolean(), { default: DEFAULTS.contextHeader });
  const tokenizer = reader.scalar(entries, "tokenizer", inner, check.oneOf(TOKENIZERS), { default: DEFAULTS.tokenizer });
  const mergeSmallSections = reader.scalar(entries, "merge_small_sections", inner, check.boolean(), { default: DEFAULTS.mergeSmallSections });
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

/**
 * `strategy: langchain-recursive` with LangChain's keys and defaults: `chunk_size` and `chunk_overlap` (in UTF-16 code
 * units as LangChain counts, or tokens) become `size` and `overlap`, so a sweep varies them.
 */
function readLangChain(reader: YamlReader, entries: Map<string, Entry>, inner: Scope, overlapRepeat: number): ChunkingParams | undefined {
  for (const key of ["size", "overlap", "unit", "child_size", "merge_small_sections"] as const) {
    const entry = entries.get(key);
    if (entry) reader.fail(`${inner.prefix}\`chunking.${key}\` does not apply to \`strategy: langchain-recursive\``, entry.line, key === "size" ? "use `chunk_size` (characters, as LangChain counts them)" : key === "overlap" ? "use `chunk_overlap`" : key === "unit" ? "use `length_unit: characters | tokens`" : `remove \`${key}\``);
  }
  const size = reader.scalar(entries, "chunk_size", inner, check.integer({ min: 1 }), { default: 1000 });
  const overlap = reader.scalar(entries, "chunk_overlap", inner, check.integer({ min: 0 }), { default: 200 });
  const lengthUnit = reader.scalar(entries, "length_unit", inner, check.oneOf(LENGTH_UNITS), { default: "characters" as const });
  // off by default: the point is to score exactly the chunks a LangChain pipeline embeds
  const contextHeader = reader.scalar(entries, "context_header", inner, check.boolean(), { default: false });
  const tokenizer = reader.scalar(entries, "tokenizer", inner, check.oneOf(TOKENIZERS), { default: DEFAULTS.tokenizer });
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
