import { describe, expect, it } from "vitest";
import { parseEmbeddingsResponse } from "../../../src/retrieval/embeddings/requestEmbeddings.js";
import { sanitizeServerText } from "../../../src/retrieval/postWithRetries.js";
import { bytesToVector, vectorToBytes } from "../../../src/retrieval/embeddings/embedTexts.js";

const parse = (body: unknown, count = 2, dimensions: number | null = null) => parseEmbeddingsResponse(JSON.stringify(body), { count, dimensions });

describe("reading an embeddings answer", () => {
  it("orders vectors by index, converts them to float32 and reads the billed tokens", () => {
    const result = parse({ data: [{ index: 1, embedding: [0, 1] }, { index: 0, embedding: [0.1, 2] }], usage: { prompt_tokens: 7, total_tokens: 7 } });
    expect(result).toEqual({ vectors: [Float32Array.from([0.1, 2]), Float32Array.from([0, 1])], tokens: 7 });
    expect(parse({ data: [{ embedding: [1] }, { embedding: [2] }] })).toMatchObject({ tokens: null });
  });

  it("names what is wrong with a malformed answer", () => {
    expect(parseEmbeddingsResponse("oops", { count: 1, dimensions: null })).toEqual({ problem: "a body that is not JSON" });
    expect(parse({ data: "x" })).toEqual({ problem: "no `data` list of embeddings" });
    expect(parse({ data: [{ embedding: [1] }] })).toEqual({ problem: "1 vectors for 2 texts" });
    expect(parse({ data: [{ index: 0, embedding: [1] }, { index: 0, embedding: [1] }] })).toMatchObject({ problem: expect.stringContaining("repeated") });
    expect(parse({ data: [{ embedding: [1] }, { embedding: [1, 2] }] })).toEqual({ problem: "vectors of different lengths in one answer" });
    expect(parse({ data: [{ embedding: "AAAA" }, { embedding: "AAAA" }] })).toMatchObject({ problem: "base64 vectors" });
    expect(parse({ data: [{ embedding: [1, "2"] }, { embedding: [1, 2] }] })).toMatchObject({ problem: expect.stringContaining("not a list of numbers") });
    expect(parse({ data: [{ embedding: [1e39] }, { embedding: [1] }] })).toMatchObject({ problem: expect.stringContaining("float32") });
    expect(parse({ data: [{ embedding: [1, 2] }, { embedding: [1, 2] }] }, 2, 3)).toMatchObject({ problem: "2-dimensional vectors where `retriever.dimensions` asks for 3" });
  });
});

describe("cached vector bytes", () => {
  it("round-trip exactly, little-endian", () => {
    const vector = Float32Array.from([1, -0.5, 3.25e-8, 1e20]);
    const bytes = vectorToBytes(vector);
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0, 0, 0x80, 0x3f]);
    expect(bytesToVector(bytes, 4)).toEqual(vector);
    expect(bytesToVector(bytes, null)).toEqual(vector);
  });

  it("read as a miss when they cannot be the vector asked for", () => {
    const bytes = vectorToBytes(Float32Array.from([1, 2]));
    expect(bytesToVector(bytes, 3)).toBeNull();
    expect(bytesToVector(bytes.subarray(0, 7), null)).toBeNull();
    expect(bytesToVector(new Uint8Array(0), null)).toBeNull();
    expect(bytesToVector(vectorToBytes(Float32Array.from([Number.NaN])), null)).toBeNull();
  });
});

describe("server text in messages", () => {
  it("hides the key, drops control characters and stays short", () => {
    const key = "sk-abcdef";
    expect(sanitizeServerText(`bad key sk-abcdef\n::error::x\u001b[2J`, key)).toBe("bad key [key] ::error::x [2J");
    expect(Array.from(sanitizeServerText("x".repeat(1000), key))).toHaveLength(300);
    expect(sanitizeServerText("sk-abcdef".repeat(50), key)).not.toContain(key);
  });
});
