import type { SourceConfig } from "./types.js";
import { check } from "./check.js";
import { readBaseline } from "./readBaseline.js";
import { readChunking } from "./readChunking.js";
import { readGlobs } from "./readGlobs.js";
import { readSweep, SWEEP_KEYS } from "./readSweep.js";
import type { Node } from "yaml";
import { allRead, type YamlReader } from "./yamlReader.js";

const KEYS = ["id", "include", "exclude", "optional", "chunking", "baseline", "sweep"] as const;
/** The keys of `chunking:` a source (or the top level) may hold by mistake. */
export const CHUNKING_KEYS = ["strategy", "unit", "size", "overlap", "context_header", "tokenizer"];
const ID = check.matching(/^[A-Za-z0-9_.-]+$/, "a name of letters, digits, `_`, `.` or `-`", "policy_docs");

/**
 * One entry of `sources:`; a chunking or sweep key at the source is said to belong in its block, and
 * an id already in `seen` is reported with both lines. Undefined exactly when it recorded a problem.
 */
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
