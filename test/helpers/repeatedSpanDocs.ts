/**
 * A one-source registry (structural, 40 words, k 1) and a page whose words "Refunds take 14 days"
 * stand in a heading at line 3 (where a search of the file finds them first) and in two sections'
 * bodies, at lines 7 and 12: the repository the span-occurrence tests share.
 */
export const SPAN_REGISTRY = `version: 1
questions: evals/retrieval.yaml
retriever: { kind: bm25 }
k: 1
split: { train: 0.99, seed: 42 }
sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking: { strategy: structural, unit: words, size: 40, overlap: 0 }
`;

export const RETURNS_PAGE = ["# Returns", "", "## Refunds take 14 days", "", "## Damaged goods", "", "Refunds take 14 days once we receive the item.", "", "## Late returns", "", "Late returns are refused.", "Refunds take 14 days, even late.", ""].join("\n");
