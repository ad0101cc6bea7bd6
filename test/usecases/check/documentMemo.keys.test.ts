import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openContentStore } from "../../../src/store/contentStore.js";
import { parseGoldenSet } from "../../../src/config/parseGoldenSet.js";
import { loadCorpus } from "../../../src/corpus/loadCorpus.js";
import { resolveQuestions } from "../../../src/evaluation/resolveQuestions.js";
import type { Document } from "../../../src/corpus/types.js";
import { openDocumentMemo } from "../../../src/usecases/check/documentMemo.js";
import { tempTrees } from "../../corpus/tempTree.js";

const tree = tempTrees();
const stores: string[] = [];
afterEach(() => {
  for (const dir of stores.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FILES = {
  "docs/a.md": "# Alpha\n\nIntro of alpha.\n\n## Setup\n\nInstall it.\n\n## Usage\n\nUse it.\n\n### Details\n\nRun it.\n",
  "docs/b.md": "# Beta\n\nBeta text.\n",
};
const GOLDEN = `- question_id: q1
  question: "how to install alpha"
  supporting:
    - document: "docs/a.md"
      heading: ["Setup"]
- question_id: q2
  question: "beta"
  supporting:
    - document: "Beta"
- question_id: q3
  question: "usage"
  supporting:
    - document: "docs/a.md"
      heading: ["Usage"]
- question_id: q4
  question: "gone"
  supporting:
    - document: "docs/a.md"
      heading: ["Removed"]
`;
const SPLIT = { train: 0.7, seed: 1 };

/** Makes reading any of `documents`' sections throw (the same objects, so their content keys stay): what resolving remembered keys must never do. */
function seal(documents: readonly Document[]): void {
  for (const d of documents) {
    Object.defineProperty(d, "sections", {
      get: () => {
        throw new Error(`sections of ${d.path} read`);
      },
    });
  }
}

describe("the document memo's resolved keys", () => {
  it("resolves remembered keys without reading sections, to the same questions and problems, in a later run", async () => {
    const root = await tree(FILES);
    const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-keys-"));
    stores.push(dir);
    const golden = parseGoldenSet(GOLDEN, "evals/retrieval.yaml");
    const { documents } = await loadCorpus({ root, include: ["docs/**"] });
    const plain = resolveQuestions(golden, documents, SPLIT);
    expect(plain.problems.map((p) => p.kind)).toEqual(["missing-heading"]);
    expect(plain.questions.map((q) => q.question.id)).toEqual(["q1", "q2", "q3"]);
    const first = openDocumentMemo(openContentStore({ dir }));
    expect(resolveQuestions(golden, documents, SPLIT, { memo: first.keys })).toEqual(plain);
    first.flush(false);

    // a later run: the same files loaded again, the memo read back from the store
    const later = await loadCorpus({ root, include: ["docs/**"] });
    const resolvable = parseGoldenSet(GOLDEN.split("- question_id: q4")[0]!, "evals/retrieval.yaml");
    const expected = resolveQuestions(resolvable, later.documents, SPLIT);
    expect(expected.questions.find((q) => q.question.id === "q1")!.supporting[0]!.ranges).toEqual(new Map([["docs/a.md", [[5, 8]]]]));
    seal(later.documents);
    const memo = openDocumentMemo(openContentStore({ dir })).keys;
    expect(resolveQuestions(resolvable, later.documents, SPLIT, { memo })).toEqual(expected);
    // the stale key is not remembered: resolving it reads the sections (for its suggestions)
    expect(() => resolveQuestions(golden, later.documents, SPLIT, { memo })).toThrow(/sections of docs\/a.md read/);
  });

  it("remembers nothing for a document not loaded from files", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-keys-"));
    stores.push(dir);
    const memo = openDocumentMemo(openContentStore({ dir })).keys;
    const inMemory: Document = { path: "x.md", title: "X", sections: [], lineCount: 1 };
    memo.setRanges(inMemory, ["X"], [[1, 2]]);
    expect(memo.ranges(inMemory, ["X"])).toBeUndefined();
  });
});
