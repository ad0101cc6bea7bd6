import { readFileSync } from "node:fs";
import path from "node:path";
import { RecursiveCharacterTextSplitter } from "@langchain/textsplitters";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import { loadTokenCounter } from "../../src/chunking/tokenCounter.js";
import type { ChunkingParams } from "../../src/chunking/types.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { corporaDir, corpusMissing } from "../corpus/realCorpora.js";
import { PARAMS } from "../helpers/chunkWith.js";

const LANGCHAIN: ChunkingParams = { ...PARAMS, strategy: "langchain-recursive", unit: "tokens", size: 400, overlap: 80, contextHeader: false };

async function ours(files: Array<{ path: string; content: string }>, params: ChunkingParams) {
  const documents = files.map((f) => parseDocument(f).document);
  return chunkCorpus(await prepareCorpus(documents, params.tokenizer), params);
}

async function library(content: string, options: ConstructorParameters<typeof RecursiveCharacterTextSplitter>[0]) {
  return new RecursiveCharacterTextSplitter(options).splitText(content);
}

const sample = [
  "---",
  "title: Sample",
  "---",
  "# Sample",
  "",
  "Intro paragraph that says the same thing twice. Intro paragraph that says the same thing twice.",
  "",
  "## Install",
  "",
  "```sh",
  "npm install sample",
  "```",
  "",
  "Intro paragraph that says the same thing twice.",
  "",
  "| a | b |",
  "| - | - |",
  "| 1 | 2 |",
  "",
].join("\n");

describe("langchain-recursive: LangChain's own splitter, one for one", () => {
  it("gives exactly the library's chunk texts for chunk_size, chunk_overlap and the default separators", async () => {
    for (const [size, overlap] of [[60, 0], [80, 20], [200, 50], [1000, 200]] as const) {
      const chunks = await ours([{ path: "docs/sample.md", content: sample }], { ...LANGCHAIN, size, overlap });
      expect(chunks.map((c) => c.text)).toEqual(await library(sample, { chunkSize: size, chunkOverlap: overlap }));
    }
  });

  it("passes the registry's separators through", async () => {
    const separators = ["\n## ", "\n", " "];
    const chunks = await ours([{ path: "docs/sample.md", content: sample }], { ...LANGCHAIN, size: 90, overlap: 10, separators });
    expect(chunks.map((c) => c.text)).toEqual(await library(sample, { chunkSize: 90, chunkOverlap: 10, separators }));
  });

  it("counts tokens with the bundled tokenizer when length_unit is tokens", async () => {
    const count = await loadTokenCounter("o200k_base");
    const chunks = await ours([{ path: "docs/sample.md", content: sample }], { ...LANGCHAIN, size: 20, overlap: 5, lengthUnit: "tokens" });
    const expected = await library(sample, { chunkSize: 20, chunkOverlap: 5, lengthFunction: count });
    expect(chunks.map((c) => c.text)).toEqual(expected);
    expect(chunks.length).toBeGreaterThan(3);
  });

  it("places each chunk at its own occurrence of repeated text (offsets and lines)", async () => {
    const chunks = await ours([{ path: "docs/sample.md", content: sample }], { ...LANGCHAIN, size: 50, overlap: 0 });
    for (const c of chunks) expect(sample.slice(c.startOffset, c.endOffset)).toBe(c.text);
    const repeats = chunks.filter((c) => c.text.startsWith("Intro paragraph"));
    expect(new Set(repeats.map((c) => c.startOffset)).size).toBe(repeats.length);
    const last = repeats[repeats.length - 1]!;
    expect(last.startLine).toBe(14);
    expect(last.headingPath).toEqual(["Sample", "Install"]);
  });

  it.skipIf(corpusMissing("otel-docs"))("matches the library on 40 otel-docs pages", async () => {
    const root = path.join(corporaDir, "otel-docs");
    const files = globSync("content/**/*.md", { cwd: root }).sort().slice(0, 40);
    for (const file of files) {
      const content = readFileSync(path.join(root, file), "utf8");
      const chunks = await ours([{ path: file, content }], { ...LANGCHAIN, size: 500, overlap: 100 });
      expect(chunks.map((c) => c.text), file).toEqual(await library(content.replace(/^\uFEFF/, ""), { chunkSize: 500, chunkOverlap: 100 }));
    }
  });
});
