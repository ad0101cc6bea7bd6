import { describe, expect, it } from "vitest";
import type { Chunk } from "../../src/chunking/types.js";
import { runQuestions } from "../../src/evaluation/runQuestions.js";
import type { ResolvedQuestion } from "../../src/evaluation/resolveQuestions.js";
import type { Retriever } from "../../src/retrieval/index.js";
import { buildDocument, words } from "../helpers/buildDocument.js";
import { chunkWith } from "../helpers/chunkWith.js";

/** A retriever that returns the chunks in the order given: the ranking under test, nothing else. */
function ranking(order: number[]): Retriever {
  return { name: "fixed", identity: "fixed", search: (_query, depth) => order.slice(0, depth).map((index, i) => ({ index, score: 1 / (i + 1) })) };
}

function question(path: string): ResolvedQuestion {
  const key = { kind: "document" as const, document: path, line: undefined };
  return { question: { id: "q", text: "q", supporting: [key], distractors: [], line: 1 }, split: "train", supporting: [{ key, paths: [path] }], distractors: [] };
}

describe("parent-child: hits on children, context counted by parent", () => {
  it("counts a parent once when two of its children are in the top k, and each other parent once", async () => {
    // one section: six 5-word lines; parents of 20 words (4 lines), children of 10 (2 lines)
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [Array.from({ length: 6 }, (_, i) => words(5, `l${i}x`))] }] });
    const chunks: Chunk[] = await chunkWith([doc], { strategy: "parent-child", size: 20, childSize: 10 });
    expect(chunks.map((c) => c.parent!.id)).toEqual(["docs/doc.md#p0000", "docs/doc.md#p0000", "docs/doc.md#p0001"]);
    expect(chunks.map((c) => c.parent!.tokens)).toEqual([chunks[0]!.tokens + chunks[1]!.tokens, chunks[0]!.tokens + chunks[1]!.tokens, chunks[2]!.tokens]);
    const parentA = chunks[0]!.parent!.tokens;
    const parentB = chunks[2]!.parent!.tokens;

    const [both] = runQuestions({ chunks, retriever: ranking([0, 1]) }, [question("docs/doc.md")], { k: 3, depth: 10 });
    expect(both!.contextTokens).toBe(parentA);
    expect(both!.hit).toBe(true);
    const [all] = runQuestions({ chunks, retriever: ranking([1, 2, 0]) }, [question("docs/doc.md")], { k: 3, depth: 10 });
    expect(all!.contextTokens).toBe(parentA + parentB);
  });

  it("a chunk without a parent still counts its own tokens", async () => {
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [[words(5, "a")], [words(5, "b")]] }] });
    const chunks = await chunkWith([doc], { size: 5 });
    const [run] = runQuestions({ chunks, retriever: ranking([0, 1]) }, [question("docs/doc.md")], { k: 2, depth: 10 });
    expect(run!.contextTokens).toBe(chunks[0]!.tokens + chunks[1]!.tokens);
  });

  it("counts the same context from contextAt, without reading a chunk", async () => {
    const doc = buildDocument({ sections: [{ heading: ["Doc"], blocks: [Array.from({ length: 6 }, (_, i) => words(5, `l${i}x`))] }] });
    const chunks: Chunk[] = await chunkWith([doc], { strategy: "parent-child", size: 20, childSize: 10 });
    const unread = new Proxy(chunks, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) throw new Error(`chunk ${key} read`);
        return Reflect.get(target, key, receiver);
      },
    });
    const contextAt = (i: number) => {
      const context = chunks[i]!.parent ?? chunks[i]!;
      return { id: context.id, tokens: context.tokens };
    };
    for (const order of [[0, 1], [1, 2, 0], [2]]) {
      const [plain] = runQuestions({ chunks, retriever: ranking(order) }, [question("docs/doc.md")], { k: 3, depth: 10 });
      const [fast] = runQuestions({ chunks: unread, retriever: ranking(order), contextAt, byPath: new Map(), spanAt: (i) => chunks[i]! }, [question("docs/doc.md")], { k: 3, depth: 10 });
      expect(fast!.contextTokens).toBe(plain!.contextTokens);
    }
  });
});
