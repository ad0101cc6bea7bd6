import { createHash } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { codeFingerprint, type ContentStore } from "../../cache/index.js";
import type { GoldenSet, GoldenSetMemo } from "../../config/index.js";
import { VERSION } from "../../version.js";

/**
 * Golden sets parsed by earlier runs, kept in the content store's `golden` namespace by file name
 * and text (and the chunkgate version and code, so a set parsed by other code is never served): a
 * warm pull request parses the same 300-question YAML every run, and parsing it was a third of a
 * second. Only valid golden sets are kept, so every problem is still found by parsing. A value is
 * stored with v8's serializer, which keeps what JSON would lose (a `line: undefined` stays there).
 * A corrupt entry reads as a miss (the store verifies each entry; a value that does not
 * deserialise to a golden set of that file is not served).
 */
export function openGoldenSetCache(store: ContentStore): GoldenSetMemo {
  // the base and the head of a pull request read the same text: one object for both, as parseGoldenSet gives
  let last: { file: string; text: string; golden: GoldenSet } | undefined;
  const keyOf = (file: string, text: string) => createHash("sha256").update(`chunkgate ${VERSION} golden 1 code ${codeFingerprint()}\u0000${file}\u0000`).update(text).digest();
  return {
    get(file, text) {
      if (last !== undefined && last.file === file && last.text === text) return last.golden;
      const bytes = store.get("golden", keyOf(file, text));
      if (bytes === null) return undefined;
      try {
        const value = deserialize(bytes) as Partial<GoldenSet> | null;
        if (value === null || typeof value !== "object" || value.file !== file || !Array.isArray(value.questions)) return undefined;
        last = { file, text, golden: value as GoldenSet };
        return last.golden;
      } catch {
        return undefined;
      }
    },
    set(file, text, golden) {
      last = { file, text, golden };
      store.put("golden", keyOf(file, text), serialize(golden));
    },
  };
}
