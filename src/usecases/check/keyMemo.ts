import { codeFingerprint, openBucketedStore, type ContentStore } from "../../store/index.js";
import { documentKeyOf } from "../../corpus/index.js";
import type { ResolvedKeyMemo } from "../../evaluation/index.js";
import { VERSION } from "../../version.js";

/**
 * The memo of resolved keys (ResolvedKeyMemo) kept in `store`'s `keys` namespace, in 16 small
 * buckets (a warm check reads every question's entry, a few tens of kB),
 * each entry under the document's key (path and content id), the key's heading path, the chunkgate
 * version and a fingerprint of the running code (parser, heading normalisation), so no entry made
 * by other code or for other bytes is ever read. An entry that is not a list of line ranges reads
 * as not remembered. `flush` writes what changed.
 */
export function openKeyMemo(store: ContentStore): ResolvedKeyMemo & { flush(): void } {
  const buckets = openBucketedStore({ store, namespace: "keys", version: `chunkgate ${VERSION} keys code ${codeFingerprint()}`, buckets: 16 });
  const keyOf = (document: Parameters<ResolvedKeyMemo["ranges"]>[0], heading: readonly string[] | null): string | undefined => {
    const key = documentKeyOf(document);
    return key === undefined ? undefined : `${key}\u0000${heading === null ? "document" : JSON.stringify(heading)}`;
  };
  return {
    ranges(document, heading) {
      const key = keyOf(document, heading);
      const found = key === undefined ? undefined : parsed(buckets.get(key));
      return isRanges(found) ? found : undefined;
    },
    setRanges(document, heading, ranges) {
      const key = keyOf(document, heading);
      if (key !== undefined) buckets.set(key, Buffer.from(JSON.stringify(ranges.map(([start, end]) => [start, end])), "utf8"));
    },
    flush() {
      buckets.flush();
    },
  };
}

// the JSON value in `bytes`, or undefined
function parsed(bytes: Uint8Array | undefined): unknown {
  try {
    return bytes && JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
  } catch {
    return undefined;
  }
}

function isRanges(value: unknown): value is Array<[number, number]> {
  return Array.isArray(value) && value.every((range) => Array.isArray(range) && range.length === 2 && Number.isInteger(range[0]) && Number.isInteger(range[1]));
}
