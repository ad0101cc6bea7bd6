import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/retrieval/analyze.js";
import { searchBm25 } from "../../src/retrieval/bm25.js";
import { indexTexts } from "../helpers/indexTexts.js";
import { Bm25Vocabulary } from "../../src/retrieval/bm25Vocabulary.js";
import type { RankedHit, RetrievalDoc } from "../../src/retrieval/types.js";

// The BM25 of bm25.ts's doc comment written the plain way (a Map per document, a sort of every
// match), so the typed-array index and the shared vocabulary are checked against the formula itself.
function referenceSearch(docs: readonly RetrievalDoc[], query: string, k1: number, b: number): RankedHit[] {
  const termsOf = docs.map((d) => analyze(d.text));
  const tf = termsOf.map((terms) => {
    const counts = new Map<string, number>();
    for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
    return counts;
  });
  const total = termsOf.reduce((sum, terms) => sum + terms.length, 0);
  const avgdl = total > 0 ? total / docs.length : 1;
  const scores = docs.map(() => 0);
  const matched = docs.map(() => false);
  for (const term of analyze(query)) {
    const df = tf.filter((counts) => counts.has(term)).length;
    if (df === 0) continue;
    const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
    tf.forEach((counts, d) => {
      const f = counts.get(term);
      if (f === undefined) return;
      const lengthNorm = k1 * (1 - b + (b * termsOf[d]!.length) / avgdl);
      scores[d]! += (idf * (f * (k1 + 1))) / (f + lengthNorm);
      matched[d] = true;
    });
  }
  return docs
    .map((doc, index) => ({ index, score: scores[index]!, id: doc.id }))
    .filter((hit) => matched[hit.index])
    .sort((x, y) => (x.score !== y.score ? y.score - x.score : x.id !== y.id ? (x.id < y.id ? 1 : -1) : x.index - y.index))
    .map(({ index, score }) => ({ index, score }));
}

// Words that analysis changes (case, stems, stop words, possessives, numbers, other scripts), plus
// arbitrary text, so the span interner and the per-text counts see every kind of token.
const word = fc.oneof(
  fc.constantFrom("Cat", "cats", "the", "dog's", "don't", "running", "run", "v2.1", "1,000", "größe", "opc-ua", "is", "Ｆｉｌｅ", "naïve"),
  fc.string({ maxLength: 6 }),
);
const text = fc.array(word, { maxLength: 10 }).map((words) => words.join(" "));
const corpus = fc
  .uniqueArray(fc.string({ unit: fc.constantFrom("a", "b", "B", "1"), minLength: 1, maxLength: 3 }), { maxLength: 12 })
  .chain((idList) => fc.tuple(...idList.map(() => text)).map((texts) => idList.map((id, i) => ({ id, text: texts[i]! }))));

describe("Bm25Vocabulary", () => {
  it("gives indexes whose every ranking and score equals the plain BM25 formula's, shared or not", () => {
    fc.assert(
      fc.property(
        fc.array(corpus, { minLength: 1, maxLength: 4 }),
        fc.array(text, { minLength: 1, maxLength: 4 }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (corpora, queries, k1, b) => {
          const shared = new Bm25Vocabulary();
          // Later corpora reuse earlier texts, as a sweep's cells do.
          const built = corpora.map((docs, i) => {
            const reused = i > 0 ? corpora[i - 1]!.slice(0, 3).map((d, j) => ({ id: `r${j}`, text: d.text })) : [];
            const all = [...docs, ...reused];
            return { docs: all, index: indexTexts(all, { k1, b, vocabulary: shared }) };
          });
          for (const { docs, index } of built) {
            for (const query of queries) {
              const expected = referenceSearch(docs, query, k1, b);
              expect(searchBm25(index, query, Infinity)).toEqual(expected);
              expect(searchBm25(indexTexts(docs, { k1, b }), query, Infinity)).toEqual(expected);
            }
          }
        },
      ),
      { numRuns: 200, seed: 8 },
    );
  });

  it("counts a text's analysed terms, the same whether its tokens are new or already known", () => {
    const vocabulary = new Bm25Vocabulary();
    const read = (text: string) => {
      const at = vocabulary.count(text);
      const counts = vocabulary.counts;
      const names = [...vocabulary.terms.keys()];
      const pairs: [string, number][] = [];
      for (let p = 0; p < counts[at + 1]!; p++) pairs.push([names[counts[at + 2 + 2 * p]!]!, counts[at + 3 + 2 * p]!]);
      return { length: counts[at]!, pairs };
    };
    const text = "The cats ran; the cat's bowl, a CAT and 1,000 cats.";
    const expected = { length: 7, pairs: [["cat", 4], ["ran", 1], ["bowl", 1], ["1000", 1]] };
    expect(analyze(text)).toHaveLength(7);
    expect(read(text)).toEqual(expected);
    read("dogs run");
    expect(read(text)).toEqual(expected);
    expect(vocabulary.terms.get("cat")).toBe(0);
    expect(vocabulary.terms.get("dog")).toBe(4);
  });

  it("gives terms first seen after an index was built no postings in it", () => {
    const vocabulary = new Bm25Vocabulary();
    const first = indexTexts([{ id: "a", text: "lumen gateway" }], { vocabulary });
    const second = indexTexts([{ id: "b", text: "lumen quasar" }], { vocabulary });
    expect(searchBm25(first, "quasar", 10)).toEqual([]);
    expect(searchBm25(second, "quasar", 10).map((h) => h.index)).toEqual([0]);
    expect(searchBm25(first, "lumen gateway", 10)).toEqual(searchBm25(indexTexts([{ id: "a", text: "lumen gateway" }]), "lumen gateway", 10));
  });

  it("counts ASCII text in one pass and text with other characters from its normalised form, numbering terms in order of first sight either way", () => {
    // ASCII words, joiners and separators, and characters that end the ASCII pass at any point:
    // some that NFKC turns into ASCII or joins with what precedes them (full-width digits, a
    // ligature, a combining accent, ≠ from "=" + U+0338), a curly apostrophe, other letters
    const piece = fc.constantFrom(
      "Use", "using", "the", "API's", "don't", "3.5", "1,000", "v2", "node.js", "opc-ua", "A", "x", "'", ".", ",", " ", "\n", "-",
      "\uff12", "\ufb01le", "e\u0301", "=\u0338", "\u2019s", "größe", "中文", "\u00a0",
    );
    const texts = fc.array(fc.array(piece, { maxLength: 14 }).map((parts) => parts.join("")), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(texts, (list) => {
        const vocabulary = new Bm25Vocabulary();
        const order: string[] = [];
        for (const text of list) {
          const at = vocabulary.count(text);
          const counts = vocabulary.counts;
          const names = [...vocabulary.terms.keys()];
          const pairs: [string, number][] = [];
          for (let p = 0; p < counts[at + 1]!; p++) pairs.push([names[counts[at + 2 + 2 * p]!]!, counts[at + 3 + 2 * p]!]);
          const terms = analyze(text);
          const expected = new Map<string, number>();
          for (const term of terms) expected.set(term, (expected.get(term) ?? 0) + 1);
          expect(counts[at]).toBe(terms.length);
          expect(pairs).toEqual([...expected]);
          for (const term of terms) if (!order.includes(term)) order.push(term);
          expect(names).toEqual(order);
        }
      }),
      { numRuns: 2000, seed: 21 },
    );
  });
});
