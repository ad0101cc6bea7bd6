import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors.js";
import { buildBm25Index, searchBm25 } from "../../src/retrieval/bm25.js";
import { getRetriever, registerRetriever, retrieverNames } from "../../src/retrieval/retriever.js";

const docs = [
  { id: "returns#0000", text: "Damaged goods can be returned within 30 days." },
  { id: "returns#0001", text: "Refunds are paid to the original payment method." },
  { id: "shipping#0000", text: "Orders ship within two days." },
];

describe("retriever registry", () => {
  it("registers bm25 by default, with an identity naming its parameters", () => {
    expect(retrieverNames()).toContain("bm25");
    const retriever = getRetriever("bm25")(docs, { k1: 1.2, b: 0.75 });
    expect(retriever.name).toBe("bm25");
    expect(retriever.identity).toBe("bm25(k1=1.2,b=0.75)");
    expect(getRetriever("bm25")(docs, { k1: 0.9, b: 0.4 }).identity).toBe("bm25(k1=0.9,b=0.4)");
  });

  it("searches exactly like searchBm25 on the same parameters", () => {
    const retriever = getRetriever("bm25")(docs, { k1: 1.2, b: 0.75 });
    expect(retriever.search("damaged returns", 5)).toEqual(searchBm25(buildBm25Index(docs), "damaged returns", 5));
    expect(retriever.search("damaged returns", 5)[0]?.index).toBe(0);
  });

  it("rejects an unknown kind with a UserError listing the known ones", () => {
    let error: unknown;
    try {
      getRetriever("embeddings");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    const userError = error as UserError;
    expect(userError.message).toContain('"embeddings"');
    expect(userError.message).toContain("bm25");
    expect(userError.hint).toMatch(/retriever\.kind.*bm25/);
  });

  it("rejects out-of-range k1 and b as user errors naming the registry key", () => {
    expect(() => getRetriever("bm25")(docs, { k1: -1, b: 0.75 })).toThrow(/retriever\.k1/);
    expect(() => getRetriever("bm25")(docs, { k1: 1.2, b: 2 })).toThrow(UserError);
  });

  it("adds new kinds, lists names sorted, and refuses to replace one", () => {
    const fixed = () => ({ name: "fixed", identity: "fixed", search: () => [{ index: 0, score: 1 }] });
    registerRetriever("aaa-fixed", fixed);
    expect(getRetriever("aaa-fixed")).toBe(fixed);
    const names = retrieverNames();
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(["aaa-fixed", "bm25"]));
    expect(() => registerRetriever("bm25", fixed)).toThrow(/already registered/);
    expect(() => registerRetriever("has space", fixed)).toThrow();
  });
});
