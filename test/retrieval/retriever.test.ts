import { describe, expect, it } from "vitest";
import { REGISTRY_DEFAULTS } from "../../src/config/registryDefaults.js";
import type { RetrieverConfig } from "../../src/config/types.js";
import { UserError } from "../../src/errors.js";
import { searchBm25 } from "../../src/retrieval/bm25.js";
import { indexTexts } from "../helpers/indexTexts.js";
import { buildRetriever, getRetriever, registerRetriever, retrieverNames } from "../../src/retrieval/retriever.js";
import type { RetrieverFactory } from "../../src/retrieval/types.js";

const docs = [
  { id: "returns#0000", text: "Damaged goods can be returned within 30 days." },
  { id: "returns#0001", text: "Refunds are paid to the original payment method." },
  { id: "shipping#0000", text: "Orders ship within two days." },
];

const bm25 = (k1: number, b: number): RetrieverConfig => ({ ...REGISTRY_DEFAULTS.retriever, k1, b });
const build = (config: RetrieverConfig) => buildRetriever({ config, docs, queries: [], label: "docs" });

describe("retriever registry", () => {
  it("registers bm25, embeddings and hybrid by default; bm25's identity names its parameters", async () => {
    expect(retrieverNames()).toEqual(expect.arrayContaining(["bm25", "embeddings", "hybrid"]));
    const retriever = await build(bm25(1.2, 0.75));
    expect(retriever.name).toBe("bm25");
    expect(retriever.identity).toBe("bm25(k1=1.2,b=0.75)");
    expect((await build(bm25(0.9, 0.4))).identity).toBe("bm25(k1=0.9,b=0.4)");
    expect(getRetriever("bm25").identity(bm25(0.9, 0.4))).toBe("bm25(k1=0.9,b=0.4)");
  });

  it("searches exactly like searchBm25 on the same parameters", async () => {
    const retriever = await build(bm25(1.2, 0.75));
    expect(retriever.search("damaged returns", 5)).toEqual(searchBm25(indexTexts(docs), "damaged returns", 5));
    expect(retriever.search("damaged returns", 5)[0]?.index).toBe(0);
  });

  it("rejects an unknown kind with a UserError listing the known ones", () => {
    let error: unknown;
    try {
      getRetriever("dense");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    const userError = error as UserError;
    expect(userError.message).toContain('"dense"');
    expect(userError.message).toContain("bm25");
    expect(userError.hint).toMatch(/retriever\.kind.*bm25/);
  });

  it("rejects out-of-range k1 and b (a configuration the registry reader would have refused)", async () => {
    await expect(build(bm25(-1, 0.75))).rejects.toThrow(/k1 must be between 0 and 3/);
    await expect(build(bm25(1.2, 2))).rejects.toThrow(/b must be between 0 and 1/);
  });

  it("adds new kinds, lists names sorted, and refuses to replace one", () => {
    const fixed: RetrieverFactory = {
      identity: () => "fixed",
      build: async () => ({ name: "fixed", identity: "fixed", search: () => [{ index: 0, score: 1 }] }),
    };
    registerRetriever("aaa-fixed", fixed);
    expect(getRetriever("aaa-fixed")).toBe(fixed);
    const names = retrieverNames();
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(["aaa-fixed", "bm25"]));
    expect(() => registerRetriever("bm25", fixed)).toThrow(/already registered/);
    expect(() => registerRetriever("has space", fixed)).toThrow();
    expect(() => registerRetriever("a,b", fixed)).toThrow();
  });
});
