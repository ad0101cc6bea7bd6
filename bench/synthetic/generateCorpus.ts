// A synthetic documentation corpus of any size, for the scale benchmark (100,000 documents by
// default). Deterministic: the same count and seed give the same files, byte for byte.
//
//   npx tsx bench/synthetic/generateCorpus.ts DIR [DOCUMENTS] [SEED]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mulberry32 } from "../harness/rng.js";

/** Summary of a generated corpus. */
export interface SyntheticCorpus {
  dir: string;
  documents: number;
  bytes: number;
}

const SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "shi", "qua", "ber", "dan", "el", "fin", "gor", "hal", "ix", "jun", "kel", "mor", "nax", "pol", "rin", "sel", "tor", "ul", "vex", "wen", "yor", "zan", "cro"];
const COMMON = ["the", "a", "to", "of", "and", "in", "is", "for", "with", "that", "on", "by", "this", "you", "can", "when", "from", "set", "use", "each", "value", "returns", "file", "option", "service", "request", "data", "user", "page", "server"];

/**
 * Writes `documents` Markdown files under `dir` (in folders of 500): each a front matter with a
 * title, an H1, two to six sections of prose drawn from a Zipf-distributed vocabulary of 20,000
 * made-up words (so search behaves as on real text: a few frequent words, a long tail), lists,
 * and now and then a code fence or a table. Documents are 0.5–3 KB, like reference pages.
 */
export function generateSyntheticCorpus(options: { dir: string; documents: number; seed: number }): SyntheticCorpus {
  const random = mulberry32(options.seed);
  const vocabulary = Array.from({ length: 20_000 }, (_, i) => wordFor(i));
  // Zipf: rank r is drawn with probability ∝ 1/r, by inverting the harmonic CDF approximately.
  const zipf = (): string => {
    const r = Math.floor(Math.exp(random() * Math.log(vocabulary.length)));
    return vocabulary[Math.min(vocabulary.length - 1, Math.max(0, r - 1))]!;
  };
  const word = (): string => (random() < 0.35 ? COMMON[Math.floor(random() * COMMON.length)]! : zipf());
  const sentence = (): string => {
    const n = 6 + Math.floor(random() * 14);
    const words = Array.from({ length: n }, word);
    return `${words[0]![0]!.toUpperCase()}${words[0]!.slice(1)} ${words.slice(1).join(" ")}.`;
  };
  const paragraph = (): string => Array.from({ length: 1 + Math.floor(random() * 4) }, sentence).join(" ");
  const heading = (): string => {
    const n = 1 + Math.floor(random() * 3);
    const text = Array.from({ length: n }, zipf).join(" ");
    return text[0]!.toUpperCase() + text.slice(1);
  };
  let bytes = 0;
  for (let d = 0; d < options.documents; d++) {
    const folder = path.join(options.dir, `part-${String(Math.floor(d / 500)).padStart(3, "0")}`);
    if (d % 500 === 0) mkdirSync(folder, { recursive: true });
    const title = `${heading()} ${d}`;
    const parts = [`---`, `title: ${title}`, `weight: ${d}`, `---`, "", `# ${title}`, "", paragraph()];
    const sections = 2 + Math.floor(random() * 5);
    for (let s = 0; s < sections; s++) {
      parts.push("", `## ${heading()}`, "", paragraph());
      const shape = random();
      if (shape < 0.3) parts.push("", ...Array.from({ length: 2 + Math.floor(random() * 4) }, () => `- ${sentence()}`));
      else if (shape < 0.4) parts.push("", "```js", `const ${zipf()} = ${zipf()}(${zipf()});`, `${zipf()}.${zipf()}();`, "```");
      else if (shape < 0.45) parts.push("", `| ${zipf()} | ${zipf()} |`, "| --- | --- |", `| ${zipf()} | ${zipf()} |`, `| ${zipf()} | ${zipf()} |`);
      if (random() < 0.5) parts.push("", paragraph());
    }
    const text = `${parts.join("\n")}\n`;
    bytes += Buffer.byteLength(text);
    writeFileSync(path.join(folder, `doc-${String(d).padStart(6, "0")}.md`), text);
  }
  return { dir: options.dir, documents: options.documents, bytes };
}

function wordFor(i: number): string {
  let n = i + 1;
  let word = "";
  while (n > 0) {
    word += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  }
  return word;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, count, seed] = process.argv.slice(2);
  if (!dir) {
    console.error("usage: npx tsx bench/synthetic/generateCorpus.ts DIR [DOCUMENTS] [SEED]");
    process.exitCode = 2;
  } else {
    const corpus = generateSyntheticCorpus({ dir, documents: Number(count ?? 100_000), seed: Number(seed ?? 42) });
    console.log(`${corpus.documents} documents, ${(corpus.bytes / 1e6).toFixed(1)} MB in ${corpus.dir}`);
  }
}
