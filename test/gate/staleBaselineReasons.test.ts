import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import type { Baseline } from "../../src/config/types.js";
import { staleBaselineReasons, type StalenessInput } from "../../src/gate/staleBaselineReasons.js";

const GOLDEN = `sha256:${"a".repeat(64)}`;

/** A baseline read from registry text, as the check will have it. */
function recorded(lines: string): Baseline {
  const text = `version: 1\nquestions: q.yaml\nsources:\n  - id: docs\n    include: docs/**\n    chunking: { strategy: structural }\n    baseline:\n${lines}`;
  return parseRegistry(text, "chunkgate.yml").sources[0]!.baseline!;
}

const FULL = `      measured_on: 2026-06-01
      retriever: bm25(k1=1.2,b=0.75)
      k: 3
      recall: 0.9
      questions: { train: 24, held_out: 10 }
      corpus: { documents: 300, sections: 1840, tokens: 412000 }
      golden_set: ${GOLDEN}
`;

function input(over: Partial<StalenessInput> = {}): StalenessInput {
  return {
    sourceId: "docs",
    baseline: recorded(FULL),
    retriever: { kind: "bm25", identity: "bm25(k1=1.2,b=0.75)" },
    k: 3,
    goldenSet: GOLDEN,
    corpus: { documents: 300, tokens: 412000 },
    maxAgeDays: null,
    today: "2026-12-01",
    registryFile: "chunkgate.yml",
    ...over,
  };
}

const kinds = (over: Partial<StalenessInput>) => staleBaselineReasons(input(over)).map((r) => r.kind);
const COMMAND = "`chunkgate record --source docs --write` measures it again.";

describe("stale baselines", () => {
  it("are not stale when nothing changed", () => {
    expect(staleBaselineReasons(input())).toEqual([]);
  });

  it("name another retriever, with the record command", () => {
    const [reason] = staleBaselineReasons(input({ retriever: { kind: "bm25", identity: "bm25(k1=0.9,b=0.4)" } }));
    expect(reason).toEqual({
      kind: "retriever",
      command: "chunkgate record --source docs --write",
      sentence: `The baseline of \`docs\` is stale: it was measured with the retriever bm25(k1=1.2,b=0.75), and the registry now uses bm25(k1=0.9,b=0.4); ${COMMAND}`,
    });
    expect(kinds({ baseline: recorded(FULL.replace("bm25(k1=1.2,b=0.75)", "bm25")) })).toEqual([]); // a kind alone matches its kind
  });

  it("name another embedding model as such", () => {
    const before = 'embeddings(host=api.openai.com,model=text-embedding-3-small)';
    const baseline = recorded(FULL.replace("bm25(k1=1.2,b=0.75)", `"${before}"`));
    const [reason] = staleBaselineReasons(input({ baseline, retriever: { kind: "embeddings", identity: "embeddings(host=api.openai.com,model=text-embedding-3-large)" } }));
    expect(reason!.kind).toBe("embedding-model");
    expect(reason!.sentence).toContain("measured with the embedding model text-embedding-3-small, and the registry now uses text-embedding-3-large");
    const hybrid = "hybrid(rrf_k=60,bm25(k1=1.2,b=0.75),embeddings(host=api.openai.com,model=text-embedding-3-large))";
    expect(kinds({ baseline, retriever: { kind: "hybrid", identity: hybrid } })).toEqual(["embedding-model"]);
    expect(kinds({ baseline, retriever: { kind: "bm25", identity: "bm25(k1=1.2,b=0.75)" } })).toEqual(["retriever"]);
  });

  it("name another k", () => {
    expect(staleBaselineReasons(input({ k: 5 }))[0]!.sentence).toBe(`The baseline of \`docs\` is stale: it was measured at k=3, and the registry now uses k=5; ${COMMAND}`);
  });

  it("name a changed golden set, only when the baseline recorded its fingerprint", () => {
    expect(kinds({ goldenSet: `sha256:${"b".repeat(64)}` })).toEqual(["golden-set"]);
    expect(kinds({ baseline: recorded(FULL.replace(/ {6}golden_set: .*\n/, "")), goldenSet: `sha256:${"b".repeat(64)}` })).toEqual([]);
  });

  it("name a corpus an order of magnitude larger or smaller, in documents or tokens", () => {
    expect(kinds({ corpus: { documents: 3000, tokens: 412000 } })).toEqual(["corpus-size"]);
    expect(kinds({ corpus: { documents: 2999, tokens: 412000 } })).toEqual([]);
    expect(kinds({ corpus: { documents: 300, tokens: 41200 } })).toEqual(["corpus-size"]);
    expect(kinds({ corpus: { documents: 31, tokens: 412000 } })).toEqual([]);
    expect(staleBaselineReasons(input({ corpus: { documents: 30, tokens: 412000 } }))[0]!.sentence).toBe(
      `The baseline of \`docs\` is stale: the source's corpus is an order of magnitude smaller than when it was measured (300 → 30 documents), and retrieval over it is another task; ${COMMAND}`,
    );
    expect(staleBaselineReasons(input({ corpus: { documents: 300, tokens: 4120000 } }))[0]!.sentence).toContain("an order of magnitude larger than when it was measured (412000 → 4120000 tokens)");
    expect(kinds({ baseline: recorded(FULL.replace("documents: 300", "documents: 0")), corpus: { documents: 1, tokens: 412000 } })).toEqual(["corpus-size"]);
  });

  it("name a baseline older than max_age_days, counting days on the clock passed in", () => {
    expect(kinds({ maxAgeDays: 183 })).toEqual([]); // 2026-06-01 → 2026-12-01 is 183 days
    const [reason] = staleBaselineReasons(input({ maxAgeDays: 182 }));
    expect(reason!.sentence).toBe(`The baseline of \`docs\` is stale: it was measured on 2026-06-01, 183 days ago, more than the registry's max_age_days of 182; ${COMMAND}`);
    expect(kinds({ maxAgeDays: 30, today: "2026-06-20" })).toEqual([]);
    expect(kinds({ maxAgeDays: null, today: "2030-01-01" })).toEqual([]);
    expect(staleBaselineReasons(input({ maxAgeDays: 30, today: "2026-05-01" }))[0]!.sentence).toContain("its date 2026-06-01 lies after today (2026-05-01)");
  });

  it("list every reason at once, in a fixed order, with --registry when the registry is elsewhere", () => {
    const reasons = staleBaselineReasons(input({ retriever: { kind: "hybrid", identity: "hybrid(…)" }, k: 5, goldenSet: "sha256:other", corpus: { documents: 1, tokens: 1 }, maxAgeDays: 1, registryFile: "config/chunkgate.yml" }));
    expect(reasons.map((r) => r.kind)).toEqual(["retriever", "k", "golden-set", "corpus-size", "age"]);
    expect(new Set(reasons.map((r) => r.command))).toEqual(new Set(["chunkgate record --source docs --registry config/chunkgate.yml --write"]));
  });

  it("cannot call a hand-written baseline stale for what it does not record", () => {
    const byHand = recorded("      measured_on: 2026-06-01\n      recall: 0.9\n");
    expect(staleBaselineReasons(input({ baseline: byHand, retriever: { kind: "hybrid", identity: "hybrid(…)" }, k: 9, goldenSet: "x", corpus: { documents: 1, tokens: 1 } }))).toEqual([]);
    expect(staleBaselineReasons(input({ baseline: byHand, maxAgeDays: 10 })).map((r) => r.kind)).toEqual(["age"]);
  });
});
