import { createHash } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { codeFingerprint, type ContentStore } from "../../store/index.js";
import type { GoldenSet, GoldenSetMemo, ParsedRegistry } from "../../config/index.js";
import { VERSION } from "../../version.js";

/** The content store's namespace of parsed configuration files (golden sets and registries). */
const NAMESPACE = "parsed";

/** Golden sets and registries parsed before, by file and text; only valid ones, so parsing finds every problem. */
export function openGoldenSetCache(store: ContentStore): GoldenSetMemo {
  // the base and the head of a pull request read the same text: one object for both, as parseGoldenSet gives
  let last: { file: string; text: string; golden: GoldenSet } | undefined;
  const files = parsedFiles<GoldenSet>(store, "golden", (value, file) => value.file === file && Array.isArray(value.questions));
  return {
    // the embeddings key's destinations are never read from here: readRegistryAlone always parses the base's registry
    registries: parsedFiles<ParsedRegistry>(store, "registry", (value, file) => value.registry?.file === file && Array.isArray(value.registry.sources) && typeof value.lines?.questions === "number"),
    get(file, text) {
      if (last !== undefined && last.file === file && last.text === text) return last.golden;
      const golden = files.get(file, text);
      if (golden !== undefined) last = { file, text, golden };
      return golden;
    },
    set(file, text, golden) {
      last = { file, text, golden };
      files.set(file, text, golden);
    },
  };
}

/** Parsed files as v8 serializes them (JSON loses `line: undefined`), keyed by kind, file, text, version and code. */
function parsedFiles<T>(store: ContentStore, kind: string, fits: (value: Partial<T>, file: string) => boolean): { get(file: string, text: string): T | undefined; set(file: string, text: string, value: T): void } {
  const keyOf = (file: string, text: string) => createHash("sha256").update(`chunkgate ${VERSION} ${kind} code ${codeFingerprint()}\u0000${file}\u0000`).update(text).digest();
  return {
    get(file, text) {
      const bytes = store.get(NAMESPACE, keyOf(file, text));
      if (bytes === null) return undefined;
      try {
        const value = deserialize(bytes) as Partial<T> | null;
        return value !== null && typeof value === "object" && fits(value, file) ? (value as T) : undefined;
      } catch {
        return undefined;
      }
    },
    set(file, text, value) {
      store.put(NAMESPACE, keyOf(file, text), serialize(value));
    },
  };
}
