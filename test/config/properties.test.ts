import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { parseGoldenSet } from "../../src/config/parseGoldenSet.js";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { UserError, UserErrors } from "../../src/errors.js";
import { fuzzRuns } from "../helpers/fuzzRuns.js";

const KEYS = [
  "version", "questions", "retriever", "kind", "k1", "b", "k", "run_depth", "split", "train", "seed", "noise", "method",
  "confidence", "overfit_margin", "require_baseline", "sources", "id", "include", "exclude", "chunking", "strategy", "unit",
  "size", "overlap", "context_header", "tokenizer", "baseline", "measured_on", "recall", "held_out_recall", "held_out",
  "corpus", "documents", "sections", "tokens", "question_id", "question", "supporting", "distractors", "document",
  "heading", "span", "questons", "x",
];
const SCALARS = [
  "1", "0", "-1", "3", "0.5", "1.5", "1e400", ".nan", ".inf", "0x10", "true", "false", "yes", "~", "null", "", '""', "''",
  "2026-11-03", "2026-02-30", "!!timestamp 2026-11-03", "!!timestamp 2026-11-03T10:00:00Z", "!!binary aGk=", "!custom x",
  "bm25", "words", "tokens", "o200k_base", "binomial", "docs/**/*.md", "/abs", "../up", "a\\b", "[]", "{}", "[a, 1]",
  "{ a: 1 }", "&anchor 3", "*anchor", "*missing", "|", ">", "'unterminated", '"esc \\q"', "[", "{", "]", "}", "# c",
];
const line = fc
  .tuple(
    fc.constantFrom("", "  ", "    ", "      ", "\t", " "),
    fc.constantFrom("", "- ", "- - ", "? "),
    fc.constantFrom(...KEYS),
    fc.constantFrom(": ", ":", " : ", ""),
    fc.constantFrom(...SCALARS),
  )
  .map((parts) => parts.join(""));
const yamlish = fc.oneof(
  fc.array(line, { maxLength: 25 }).map((lines) => lines.join("\n")),
  fc.array(fc.oneof(line, fc.constantFrom("---", "...", "%YAML 1.1", "%TAG ! tag:x,2000:")), { maxLength: 12 }).map((lines) => lines.join("\n")),
  fc.string({ maxLength: 200, unit: "grapheme-ascii" }),
  fc.string({ maxLength: 80, unit: "binary" }),
);

// Structured documents near the real shape, so validation (not just the YAML parser) is exercised.
const leaf = fc.oneof(fc.constantFrom<unknown>(1, 0, -1, 0.5, 2.5, true, "yes", null, "", "x", "docs/**", "2026-11-03", [], {}), fc.string({ maxLength: 6 }));
const value: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("node"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie("node"), { maxKeys: 5 }),
  ),
})).node;
const structured = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }).map((doc) => stringify(doc));
const structuredList = fc.array(fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 5 }), { maxLength: 4 }).map((doc) => stringify(doc));

function onlyUserErrors(parse: (text: string, file: string) => unknown, text: string): void {
  try {
    parse(text, "input.yml");
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    const all = error instanceof UserErrors ? error.errors : [error as UserError];
    const lines = text.split(/\r\n|\r|\n/).length + 1;
    expect(all.length).toBeGreaterThan(0);
    for (const problem of all) {
      expect(problem.file).toBe("input.yml");
      expect(problem.line).toBeGreaterThanOrEqual(1);
      expect(problem.line).toBeLessThanOrEqual(lines);
      expect(problem.hint).toBeTruthy();
    }
  }
}

describe("parsers are total", () => {
  it("parseRegistry throws nothing but UserErrors that each name the file, a line and a fix", () => {
    fc.assert(fc.property(fc.oneof(yamlish, structured, structuredList), (text) => onlyUserErrors(parseRegistry, text)), { numRuns: fuzzRuns(800) });
  });

  it("parseGoldenSet throws nothing but UserErrors that each name the file, a line and a fix", () => {
    fc.assert(fc.property(fc.oneof(yamlish, structured, structuredList), (text) => onlyUserErrors(parseGoldenSet, text)), { numRuns: fuzzRuns(800) });
  });
});

describe("valid settings survive the round trip", () => {
  it("any valid chunking and top-level settings written out are read back unchanged", () => {
    const settings = fc.record({
      k: fc.integer({ min: 1, max: 50 }),
      extraDepth: fc.integer({ min: 0, max: 200 }),
      train: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      seed: fc.integer(),
      confidence: fc.double({ min: 0.51, max: 0.999, noNaN: true }),
      unit: fc.constantFrom("words" as const, "tokens" as const),
      size: fc.integer({ min: 1, max: 5000 }),
      // at most 3/4 of the size: overlap repeats the text at most 4 times (limits.overlap_repeat)
      overlapShare: fc.double({ min: 0, max: 0.75, noNaN: true }),
      contextHeader: fc.boolean(),
      tokenizer: fc.constantFrom("o200k_base" as const, "cl100k_base" as const),
      strategy: fc.stringMatching(/^[a-z][a-z-]{0,15}$/),
    });
    fc.assert(
      fc.property(settings, (s) => {
        const overlap = Math.floor(s.size * s.overlapShare);
        const text = stringify({
          version: 1,
          questions: "evals/q.yaml",
          k: s.k,
          run_depth: s.k + s.extraDepth,
          split: { train: s.train, seed: s.seed },
          noise: { confidence: s.confidence },
          sources: [{ id: "docs", include: ["**/*.md"], chunking: { strategy: s.strategy, unit: s.unit, size: s.size, overlap, context_header: s.contextHeader, tokenizer: s.tokenizer } }],
        });
        const registry = parseRegistry(text, "r.yml");
        expect(registry).toMatchObject({ k: s.k, runDepth: s.k + s.extraDepth, split: { train: s.train, seed: s.seed }, noise: { confidence: s.confidence } });
        expect(registry.sources[0]?.chunking).toEqual({ strategy: s.strategy, unit: s.unit, size: s.size, overlap, contextHeader: s.contextHeader, tokenizer: s.tokenizer });
      }),
    );
  });
});
