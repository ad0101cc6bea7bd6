import type { ChunkUnit, ChunkingParams, TokenizerName } from "../chunking/index.js";
import { check } from "./check.js";
import { REGISTRY_DEFAULTS } from "./registryDefaults.js";
import type { Entry, Scope, YamlReader } from "./yamlReader.js";

const DEFAULTS = REGISTRY_DEFAULTS.source.chunking;
const KEYS = ["strategy", "unit", "size", "overlap", "context_header", "tokenizer"] as const;
const UNITS: readonly ChunkUnit[] = ["words", "tokens"];
const TOKENIZERS: readonly TokenizerName[] = ["o200k_base", "cl100k_base"];

/**
 * A source's `chunking:` block with defaults applied (see `REGISTRY_DEFAULTS.source.chunking`).
 * `strategy` is any non-empty name here; the chunker registry says later which names exist.
 * Guarantees `0 ≤ overlap < size`. Returns `undefined` exactly when it recorded a problem.
 */
export function readChunking(reader: YamlReader, source: Map<string, Entry>, scope: Scope): ChunkingParams | undefined {
  const block = reader.block(source, "chunking", scope, { known: KEYS, example: "{ strategy: structural, unit: words, size: 120 }", required: true });
  if (block === undefined) return undefined;
  const { entries, scope: inner } = block;
  const strategy = reader.scalar(entries, "strategy", inner, { ...check.text(), example: "structural" }, "required");
  const unit = reader.scalar(entries, "unit", inner, check.oneOf(UNITS), { default: DEFAULTS.unit });
  const size = reader.scalar(entries, "size", inner, check.integer({ min: 1 }), { default: DEFAULTS.size[unit ?? DEFAULTS.unit] });
  const overlap = reader.scalar(entries, "overlap", inner, check.integer({ min: 0 }), { default: DEFAULTS.overlap });
  const contextHeader = reader.scalar(entries, "context_header", inner, check.boolean(), { default: DEFAULTS.contextHeader });
  const tokenizer = reader.scalar(entries, "tokenizer", inner, check.oneOf(TOKENIZERS), { default: DEFAULTS.tokenizer });
  if (size !== undefined && overlap !== undefined && overlap >= size) {
    const line = entries.get("overlap")?.line ?? inner.line;
    const hint = `lower \`overlap\` below ${size} (overlap repeats the end of the previous chunk, so it must leave room for new content)`;
    reader.fail(`${inner.prefix}\`chunking.overlap\` must be less than \`chunking.size\` (${size}), got \`${overlap}\``, line, hint);
    return undefined;
  }
  if (strategy === undefined || unit === undefined || size === undefined || overlap === undefined) return undefined;
  if (contextHeader === undefined || tokenizer === undefined) return undefined;
  return { strategy, unit, size, overlap, contextHeader, tokenizer };
}
