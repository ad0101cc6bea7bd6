// Seeded synthetic corpora for the retrieval tests. Words are real English so that analysis
// (stop words, Porter2 stemming, inflections collapsing to one stem) is exercised, and they are
// drawn with a Zipf-like skew so document frequencies range from rare to near-universal — the
// regime where idf variants differ.

import { mulberry32 } from "../../bench/harness/rng.js";


export const WORDS = [
  "the", "a", "of", "to", "and", "is", "in", "for", "with", "not",
  "use", "used", "using", "uses", "user", "users", "configure", "configuration", "configured",
  "install", "installation", "installing", "server", "servers", "client", "request", "requests",
  "response", "error", "errors", "timeout", "timeouts", "retry", "retries", "connect", "connection",
  "connections", "database", "query", "queries", "index", "indexes", "indexing", "token", "tokens",
  "chunk", "chunks", "chunking", "document", "documents", "section", "heading", "return", "returns",
  "returned", "damage", "damaged", "claim", "claims", "policy", "policies", "refund", "refunds",
  "shipping", "shipped", "order", "orders", "ordering", "payment", "payments", "account", "accounts",
  "password", "reset", "login", "logging", "logs", "metric", "metrics", "alert", "alerts", "deploy",
  "deployment", "deployments", "cluster", "clusters", "node", "nodes", "cache", "caching", "cached",
  "memory", "limit", "limits", "quota", "quotas", "v2", "v3", "1000", "2024", "3.5", "opc-ua",
  "don't", "user's", "größe", "café", "e.g.", "http", "https", "api", "apis", "key", "keys",
];

/** Index into WORDS with a Zipf(1)-like skew. */
function zipfPick(random: () => number, n: number): number {
  // Inverse CDF of a continuous 1/x density on [1, n + 1).
  return Math.min(n - 1, Math.floor(Math.exp(random() * Math.log(n + 1))) - 1);
}

/** `count` documents of `minWords..maxWords` words with ids `d000`, `d001`, … */
export function generateDocs(
  seed: number,
  count: number,
  minWords = 5,
  maxWords = 60,
): { id: string; text: string }[] {
  const random = mulberry32(seed); // seeded: every test run sees the same corpus
  const docs: { id: string; text: string }[] = [];
  for (let i = 0; i < count; i++) {
    const length = minWords + Math.floor(random() * (maxWords - minWords + 1));
    const words: string[] = [];
    // Shuffle the skew per document a little so that frequent words are not the same everywhere.
    const offset = Math.floor(random() * 20);
    for (let w = 0; w < length; w++) words.push(WORDS[(zipfPick(random, WORDS.length) + offset) % WORDS.length]!);
    docs.push({ id: `d${String(i).padStart(3, "0")}`, text: words.join(" ") });
  }
  return docs;
}

/** `count` queries of 1–5 words, uniformly drawn (so rare words are queried too), some repeated. */
export function generateQueries(seed: number, count: number): string[] {
  const random = mulberry32(seed); // seeded: every test run sees the same corpus
  const queries: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(random() * 5);
    const words: string[] = [];
    for (let w = 0; w < length; w++) words.push(WORDS[Math.floor(random() * WORDS.length)]!);
    if (i % 5 === 0) words.push(words[0]!); // a repeated query term
    if (i % 7 === 0) words.push("zyzzyva"); // a term absent from the corpus
    queries.push(words.join(" "));
  }
  return queries;
}
