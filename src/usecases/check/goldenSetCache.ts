import { createHash } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { codeFingerprint, type ContentStore } from "../../store/index.js";
import type { GoldenSet, GoldenSetMemo, ParsedRegistry, RegistryMemo } from "../../config/index.js";
import { VERSION } from "../../version.js";

/**
 * Golden sets parsed by earlier runs, kept in the content store's `golden` namespace by file name
 * and text (and the chunkgate version and code, so a set parsed by other code is never served): a
 * warm pull request parses the same 300-question YAML every run, and parsing it was a third of a
 * second. Only valid golden sets are kept, so every problem is still found by parsing. A value is
 * stored with v8's serializer, which keeps what JSON would lose (a `line: undefined` stays there).
 * A corrupt entry reads as a miss (the store verifies each entry; a value that does not
 * deserialise to a golden set of that file is not served). The memo keeps the registries parsed
 * the same way (`registries`, see openRegistryCache).
 */
export function openGoldenSetCache(store: ContentStore): GoldenSetMemo {
  // the base and the head of a pull request read the same text: one object for both, as parseGoldenSet gives
  let last: { file: string; text: string; golden: GoldenSet } | undefined;
  const keyOf = (file: string, text: string) => createHash("sha256").update(`chunkgate ${VERSION} golden 1 code ${codeFingerprint()}\u0000${file}\u0000`).update(text).digest();
  return {
    registries: openRegistryCache(store),
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

/**
 * Registries parsed by earlier runs, in the store's `registries` namespace by file name and text (and
 * version and code), as openGoldenSetCache keeps golden sets: a warm run otherwise parses its
 * registry with the YAML library, whose first use in a process is costly. Only valid registries
 * are kept, so every problem is still found by
 * parsing; a value that does not deserialise to a registry of that file is not served. (The
 * embeddings key's destinations are read from the base's registry by readRegistryAlone, which
 * always parses.)
 */
export function openRegistryCache(store: ContentStore): RegistryMemo {
  const keyOf = (file: string, text: string) => createHash("sha256").update(`chunkgate ${VERSION} registry 1 code ${codeFingerprint()}\u0000${file}\u0000`).update(text).digest();
  return {
    get(file, text) {
      const bytes = store.get("registries", keyOf(file, text));
      if (bytes === null) return undefined;
      try {
        const value = deserialize(bytes) as Partial<ParsedRegistry> | null;
        if (value === null || typeof value !== "object" || value.registry?.file !== file || !Array.isArray(value.registry.sources) || typeof value.lines?.questions !== "number") return undefined;
        return value as ParsedRegistry;
      } catch {
        return undefined;
      }
    },
    set(file, text, parsed) {
      store.put("registries", keyOf(file, text), serialize(parsed));
    },
  };
}
