import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import type { Registry } from "../../src/config/types.js";

// The registry example of PRODUCT.md, verbatim: the format is a contract.
const PRODUCT_EXAMPLE = `version: 1
questions: evals/retrieval.yaml        # golden set
retriever: { kind: bm25 }              # embedded default; embeddings are opt-in
k: 3                                   # cutoff for recall/precision (MRR uses the whole run)
split: { train: 0.7, seed: 42 }        # stable per-question split
noise: { method: binomial, confidence: 0.95 }
sources:
  - id: policy_docs
    include: ["docs/policies/**/*.md"]
    chunking:
      strategy: structural             # structural | fixed | recursive | page | parent-child
      unit: words                      # words | tokens (tokenizer named in the registry)
      size: 120
      overlap: 20                      # same unit as size
    baseline:                          # written by \`chunkgate record\`, never by hand
      measured_on: 2026-11-03
      retriever: bm25
      k: 3
      recall: 0.91                     # train split
      held_out_recall: 0.90
      questions: { train: 24, held_out: 10 }
      corpus: { documents: 300, sections: 1840, tokens: 412000 }
`;

const MINIMAL = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: "docs/**/*.md"
    chunking: { strategy: fixed }
`;

describe("parseRegistry on valid registries", () => {
  it("reads the PRODUCT.md example into the typed registry, defaults applied", () => {
    const expected: Registry = {
      version: 1,
      file: "chunkgate.yml",
      questions: "evals/retrieval.yaml",
      retriever: { kind: "bm25", k1: 1.2, b: 0.75, rrfK: 60 },
      k: 3,
      runDepth: 100,
      split: { train: 0.7, seed: 42 },
      noise: { method: "binomial", confidence: 0.95 },
      overfitMargin: 0.1,
      requireBaseline: false,
      maxAgeDays: null,
      stale: "warn",
      approvalLabel: "chunkgate:accept-baseline",
      heldOut: { protect: "none" },
      limits: { overlapRepeat: 4, questions: 20_000, sweepCells: 1_000, chunks: 2_000_000 },
      coverage: { patch: "note", min: 0.5 },
      sources: [
        {
          id: "policy_docs",
          include: ["docs/policies/**/*.md"],
          exclude: [],
          chunking: { strategy: "structural", unit: "words", size: 120, overlap: 20, contextHeader: true, tokenizer: "o200k_base" },
          baseline: {
            measuredOn: "2026-11-03",
            retriever: "bm25",
            k: 3,
            recall: 0.91,
            heldOutRecall: 0.9,
            questions: { train: 24, heldOut: 10 },
            corpus: { documents: 300, sections: 1840, tokens: 412000 },
            line: 15,
          },
          line: 8,
        },
      ],
    };
    expect(parseRegistry(PRODUCT_EXAMPLE, "chunkgate.yml")).toEqual(expected);
  });

  it("fills every optional setting with its documented default", () => {
    const registry = parseRegistry(MINIMAL, "chunkgate.yml");
    expect(registry).toMatchObject({
      retriever: { kind: "bm25", k1: 1.2, b: 0.75, rrfK: 60 },
      k: 3,
      runDepth: 100,
      split: { train: 0.7, seed: 42 },
      noise: { method: "binomial", confidence: 0.95 },
      overfitMargin: 0.1,
      requireBaseline: false,
    });
    expect(registry.sources[0]).toEqual({
      id: "docs",
      include: ["docs/**/*.md"],
      exclude: [],
      chunking: { strategy: "fixed", unit: "words", size: 120, overlap: 0, contextHeader: true, tokenizer: "o200k_base" },
      baseline: null,
      line: 4,
    });
  });

  it("defaults size to 256 when the unit is tokens", () => {
    const registry = parseRegistry(MINIMAL.replace("{ strategy: fixed }", "{ strategy: fixed, unit: tokens, tokenizer: cl100k_base }"), "r.yml");
    expect(registry.sources[0]?.chunking).toMatchObject({ unit: "tokens", size: 256, tokenizer: "cl100k_base" });
  });

  it("reads parent-child, merge_small_sections and orphan_tokens, and sets only what was written", () => {
    const pc = parseRegistry(MINIMAL.replace("{ strategy: fixed }", "{ strategy: parent-child, size: 400, overlap: 10 }"), "r.yml").sources[0]!.chunking;
    expect(pc).toMatchObject({ strategy: "parent-child", size: 400, childSize: 100, overlap: 10 });
    const merged = parseRegistry(MINIMAL.replace("{ strategy: fixed }", "{ strategy: structural, merge_small_sections: true, orphan_tokens: 8 }"), "r.yml").sources[0]!.chunking;
    expect(merged).toMatchObject({ strategy: "structural", mergeSmallSections: true, orphanTokens: 8 });
    const plain = parseRegistry(MINIMAL.replace("{ strategy: fixed }", "{ strategy: structural, merge_small_sections: false }"), "r.yml").sources[0]!.chunking;
    expect(plain).toEqual({ strategy: "structural", unit: "words", size: 120, overlap: 0, contextHeader: true, tokenizer: "o200k_base" });
  });

  it("reads langchain-recursive with LangChain's keys and defaults", () => {
    const lc = parseRegistry(MINIMAL.replace("{ strategy: fixed }", '{ strategy: langchain-recursive, separators: ["\\n\\n", "\\n", " ", ""] }'), "r.yml").sources[0]!.chunking;
    expect(lc).toMatchObject({ strategy: "langchain-recursive", size: 1000, overlap: 200, lengthUnit: "characters", contextHeader: false, separators: ["\n\n", "\n", " ", ""] });
    const tokens = parseRegistry(MINIMAL.replace("{ strategy: fixed }", "{ strategy: langchain-recursive, chunk_size: 300, chunk_overlap: 30, length_unit: tokens }"), "r.yml").sources[0]!.chunking;
    expect(tokens).toMatchObject({ size: 300, overlap: 30, lengthUnit: "tokens" });
  });

  it("defaults run_depth to k when k is larger than 100", () => {
    expect(parseRegistry(`k: 150\n${MINIMAL}`, "r.yml").runDepth).toBe(150);
  });

  it("reads every top-level setting, snake_case into camelCase", () => {
    const text = `${MINIMAL}retriever: { kind: bm25, k1: 3, b: 0 }\nk: 5\nrun_depth: 5\nsplit: { train: 0.5, seed: -7 }\nnoise: { confidence: 0.99 }\noverfit_margin: 0\nrequire_baseline: true\n`;
    expect(parseRegistry(text, "r.yml")).toMatchObject({
      retriever: { kind: "bm25", k1: 3, b: 0, rrfK: 60 },
      k: 5,
      runDepth: 5,
      split: { train: 0.5, seed: -7 },
      noise: { method: "binomial", confidence: 0.99 },
      overfitMargin: 0,
      requireBaseline: true,
    });
  });

  it("accepts `retriever: bm25` as shorthand for `{ kind: bm25 }`", () => {
    expect(parseRegistry(`${MINIMAL}retriever: custom\n`, "r.yml").retriever).toEqual({ kind: "custom", k1: 1.2, b: 0.75, rrfK: 60 });
  });

  it("treats empty optional blocks as absent", () => {
    const registry = parseRegistry(`${MINIMAL}split:\nnoise:\nretriever:\n`.replace("chunking:", "exclude:\n    baseline:\n    chunking:"), "r.yml");
    expect(registry.split).toEqual({ train: 0.7, seed: 42 });
    expect(registry.sources[0]).toMatchObject({ exclude: [], baseline: null });
  });

  it("normalises the golden-set path", () => {
    expect(parseRegistry(MINIMAL.replace("evals/retrieval.yaml", "./evals//retrieval.yaml"), "r.yml").questions).toBe("evals/retrieval.yaml");
  });

  it("keeps exclude globs and several sources in order", () => {
    const text = `${MINIMAL}  - id: faq.v2\n    include: [faq/*.md, faq/*.mdx]\n    exclude: [faq/draft-*.md]\n    chunking: { strategy: page, overlap: 10, context_header: false }\n`;
    const [first, second] = parseRegistry(text, "r.yml").sources;
    expect(first?.id).toBe("docs");
    expect(second).toMatchObject({ id: "faq.v2", include: ["faq/*.md", "faq/*.mdx"], exclude: ["faq/draft-*.md"], line: 7 });
    expect(second?.chunking).toMatchObject({ strategy: "page", overlap: 10, contextHeader: false });
  });

  it("accepts a measured_on date given as a YAML timestamp or a quoted string", () => {
    const baseline = (date: string) =>
      `${MINIMAL}    baseline: { measured_on: ${date}, retriever: bm25, k: 3, recall: 0.5, questions: { train: 1, held_out: 1 } }\n`;
    expect(parseRegistry(baseline("!!timestamp 2026-11-03"), "r.yml").sources[0]?.baseline?.measuredOn).toBe("2026-11-03");
    expect(parseRegistry(baseline('"2026-11-03"'), "r.yml").sources[0]?.baseline?.measuredOn).toBe("2026-11-03");
  });

  it("ignores keys a later version writes into a baseline, at any depth", () => {
    const text = `${MINIMAL}    baseline:
      measured_on: 2026-11-03
      retriever: bm25
      k: 3
      recall: 1
      golden_set: { sha256: abc, questions: 34 }
      questions: { train: 24, held_out: 10, skipped: 2 }
      corpus: { documents: 1, sections: 2, tokens: 3, bytes: 4 }
`;
    expect(parseRegistry(text, "r.yml").sources[0]?.baseline).toEqual({
      measuredOn: "2026-11-03",
      retriever: "bm25",
      k: 3,
      recall: 1,
      heldOutRecall: null,
      questions: { train: 24, heldOut: 10 },
      corpus: { documents: 1, sections: 2, tokens: 3 },
      line: 7,
    });
  });

  it("reads a file with a byte-order mark and Windows line endings, lines intact", () => {
    const registry = parseRegistry(`\uFEFF${PRODUCT_EXAMPLE.replaceAll("\n", "\r\n")}`, "chunkgate.yml");
    expect(registry.sources[0]).toMatchObject({ line: 8, baseline: { line: 15, measuredOn: "2026-11-03" } });
  });

  it("resolves anchors and aliases", () => {
    const text = `version: 1
questions: q.yaml
sources:
  - id: a
    include: a/**
    chunking: &shared { strategy: structural, size: 200 }
  - id: b
    include: b/**
    chunking: *shared
`;
    const [a, b] = parseRegistry(text, "r.yml").sources;
    expect(b?.chunking).toEqual(a?.chunking);
    expect(b?.chunking.size).toBe(200);
  });
});
