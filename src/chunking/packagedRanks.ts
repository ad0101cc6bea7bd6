import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TokenizerName } from "./types.js";

/**
 * The file `npm run package` writes next to each bundle for a vocabulary: gpt-tokenizer's own
 * byte-pair ranks (the default export of `gpt-tokenizer/bpeRanks/<name>`) as JSON.
 */
export function ranksFileName(name: TokenizerName): string {
  return `bpe-ranks-${name}.json`;
}

/** What loadTokenCounter counts with: gpt-tokenizer's encoding API (countTokens, and the encoding object itself). */
export interface Encoding {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
  /** The encoding object; its (undocumented) byte-pair core is read defensively. */
  default?: unknown;
}

/**
 * gpt-tokenizer's encoding `name` built through its public loader (`GptEncoding.getEncodingApi`)
 * from the ranks file in `dir` (default: this module's folder, which for the bundles is where
 * `npm run package` wrote it); undefined when there is no such file (running from sources), and
 * the caller imports the library's encoding module instead. The ranks are the library's own array,
 * so the counts are the same; loading them is cheaper: JSON.parse of 2 MB instead of compiling a
 * 2.4 MB module of array literals (measured, o200k_base: 0.42–0.46 s CPU to the first count
 * against 0.59–0.73 s, and ~10 MB less resident).
 */
export async function packagedEncoding(name: TokenizerName, dir = path.dirname(fileURLToPath(import.meta.url))): Promise<Encoding | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(dir, ranksFileName(name)), "utf8");
  } catch {
    return undefined;
  }
  const ranks = JSON.parse(text) as Array<string | number[]>;
  const { GptEncoding } = await import("gpt-tokenizer/GptEncoding");
  const api = GptEncoding.getEncodingApi(name, () => ranks);
  return { countTokens: (input, options) => api.countTokens(input, options), default: api };
}
