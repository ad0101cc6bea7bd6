// Build time and query latency of chunkgate's BM25 (typed-array postings) against MiniSearch on a
// synthetic 50,000-document corpus of ~150 words each.
//
//   npx tsx bench/bm25-vs-minisearch.ts [documents] [queries]
//
// Why this benchmark exists: a chunking sweep rebuilds the index once per size × overlap cell, so
// build time dominates a sweep; query time matters for large golden sets. MiniSearch is measured
// twice: with its default tokenizer (lowercase split, no stemming) and with chunkgate's analyzer, so
// the comparison separates the cost of analysis from the cost of the index itself.
import MiniSearch from "minisearch";
import { analyze } from "../src/retrieval/analyze.js";
import { searchBm25 } from "../src/retrieval/bm25.js";
import { buildBm25Index } from "../src/retrieval/buildBm25Index.js";
import { countTexts } from "../src/retrieval/bm25Retriever.js";
import { mulberry32 } from "./harness/rng.js";

const DOCS = Number(process.argv[2] ?? 50_000);
const QUERIES = Number(process.argv[3] ?? 200);
const DEPTH = 100;

// seeded, so every run measures the same corpus
const random = mulberry32(42);
const SYLLABLES = ["con", "fig", "ur", "ation", "serv", "er", "re", "quest", "time", "out", "in", "dex",
  "chunk", "ing", "ed", "s", "ly", "pol", "icy", "ret", "urn", "dam", "age", "log", "met", "ric", "al",
  "ert", "clus", "ter", "node", "cache", "mem", "ory", "lim", "it", "quo", "ta", "pay", "ment", "ac",
  "count", "pass", "word", "set", "up", "de", "ploy", "tok", "en"];
// A Zipf-distributed vocabulary of pseudo-words plus the stop words real prose is full of.
const STOP = ["the", "a", "of", "to", "and", "is", "in", "for", "with", "that", "on", "as", "it", "be"];
const vocabulary: string[] = [...STOP];
const seen = new Set(vocabulary);
while (vocabulary.length < 30_000) {
  const parts = 1 + Math.floor(random() * 4);
  let w = "";
  for (let i = 0; i < parts; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)]!;
  if (random() < 0.02) w += String(Math.floor(random() * 100));
  if (!seen.has(w)) {
    seen.add(w);
    vocabulary.push(w);
  }
}
const cdf = new Float64Array(vocabulary.length);
let total = 0;
for (let r = 0; r < vocabulary.length; r++) cdf[r] = total += 1 / Math.pow(r + 1, 1.07);
function zipfWord(): string {
  const x = random() * total;
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cdf[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return vocabulary[lo]!;
}

const docs: { id: string; text: string }[] = [];
let words = 0;
for (let d = 0; d < DOCS; d++) {
  const length = 120 + Math.floor(random() * 61);
  const parts: string[] = [];
  for (let i = 0; i < length; i++) parts.push(i % 17 === 16 ? zipfWord() + "." : zipfWord());
  words += length;
  docs.push({ id: `docs/page-${Math.floor(d / 10)}.md#${String(d % 10).padStart(4, "0")}`, text: parts.join(" ") });
}
// Questions: a few common words and a few rarer ones, like real ones.
const queries: string[] = [];
for (let q = 0; q < QUERIES; q++) {
  const parts: string[] = [];
  const length = 3 + Math.floor(random() * 6);
  for (let i = 0; i < length; i++) parts.push(i % 2 === 0 ? zipfWord() : vocabulary[14 + Math.floor(random() * 5000)]!);
  queries.push(parts.join(" "));
}

function time<T>(fn: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = fn();
  return { ms: performance.now() - start, value };
}
function best<T>(runs: number, fn: () => T): { ms: number; value: T } {
  let result = time(fn);
  for (let i = 1; i < runs; i++) {
    const again = time(fn);
    if (again.ms < result.ms) result = again;
  }
  return result;
}
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 1 ? 3 : 1)} ms`);

console.log(`corpus: ${DOCS} documents, ${words} words (${(words / DOCS).toFixed(0)}/doc), ${QUERIES} queries, depth ${DEPTH}`);
console.log(`node ${process.version}; best of several runs\n`);

const analysis = best(2, () => {
  let terms = 0;
  for (const doc of docs) terms += analyze(doc.text).length;
  return terms;
});
console.log(`analyze() over the corpus (the per-string path queries use; builds intern spans instead): ${fmt(analysis.ms)}, ${analysis.value} terms`);

const ours = best(3, () =>
  buildBm25Index(
    docs.map((d) => d.id),
    countTexts(docs.map((d) => d.text)),
  ),
);
const oursQuery = best(3, () => {
  const start = performance.now();
  for (const q of queries) searchBm25(ours.value, q, DEPTH);
  return (performance.now() - start) / queries.length;
});
console.log(`chunkgate bm25: build ${fmt(ours.ms)}, ${oursQuery.value.toFixed(3)} ms/query`);

function miniSearch(options: ConstructorParameters<typeof MiniSearch>[0]) {
  const build = best(2, () => {
    const ms = new MiniSearch(options);
    ms.addAll(docs);
    return ms;
  });
  const query = best(2, () => {
    const start = performance.now();
    for (const q of queries) build.value.search(q).slice(0, DEPTH);
    return (performance.now() - start) / queries.length;
  });
  return { buildMs: build.ms, msPerQuery: query.value, index: build.value };
}

const plain = miniSearch({ fields: ["text"] });
console.log(`minisearch (default tokenizer): build ${fmt(plain.buildMs)}, ${plain.msPerQuery.toFixed(3)} ms/query`);
const analysed = miniSearch({ fields: ["text"], tokenize: analyze, processTerm: (term) => term });
console.log(`minisearch (chunkgate analyzer): build ${fmt(analysed.buildMs)}, ${analysed.msPerQuery.toFixed(3)} ms/query`);

console.log("\nratios (minisearch / chunkgate):");
console.log(`  default tokenizer:   build ×${(plain.buildMs / ours.ms).toFixed(1)}, query ×${(plain.msPerQuery / oursQuery.value).toFixed(1)}`);
console.log(`  chunkgate analyzer:  build ×${(analysed.buildMs / ours.ms).toFixed(1)}, query ×${(analysed.msPerQuery / oursQuery.value).toFixed(1)}`);

// Not a correctness check (MiniSearch scores with BM25+ and its own defaults), only a sanity check
// that both engines look at the same documents.
let overlap = 0;
for (const q of queries) {
  const mine = new Set(searchBm25(ours.value, q, 10).map((h) => docs[h.index]!.id));
  overlap += analysed.index.search(q).slice(0, 10).filter((r) => mine.has(String(r.id))).length / Math.max(1, mine.size);
}
console.log(`\nmean top-10 overlap with minisearch (same analyzer): ${((overlap / queries.length) * 100).toFixed(0)}%`);
