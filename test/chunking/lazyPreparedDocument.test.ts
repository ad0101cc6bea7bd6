import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import { codeRanges, dropMarkupOnly } from "../../src/chunking/dropMarkupOnly.js";
import { LazyPreparedDocument } from "../../src/chunking/lazyPreparedDocument.js";
import { chunkStructural } from "../../src/chunking/structural.js";
import { createMeasurer, type Measurer } from "../../src/chunking/measure.js";
import { measureDocument, type PreparedDocument } from "../../src/chunking/prepareDocument.js";
import { preparedWhole } from "../helpers/preparedWhole.js";
import { loadTokenCounter } from "../../src/chunking/tokenCounter.js";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import { rememberDocumentText } from "../../src/corpus/documentText.js";
import type { Document } from "../../src/corpus/index.js";

/** Every Markdown file of the lumen fixture, parsed the way loadCorpus parses it (text remembered). */
function lumenDocuments(): Document[] {
  const root = join(import.meta.dirname, "../../fixtures/lumen/docs");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => /\.mdx?$/.test(f)).sort();
  return files.map((file) => {
    const content = readFileSync(join(root, file), "utf8");
    const { document } = parseDocument({ path: file, content });
    rememberDocumentText(document, content);
    return document;
  });
}

/** A prepared document as plain data: what chunkers read of it. */
function plain(prepared: PreparedDocument): unknown {
  return JSON.parse(
    JSON.stringify(
      {
        sections: prepared.sections.map((s) => ({ ...s, header: { text: s.header.text, words: s.header.words, tokens: s.header.tokens } })),
        titleHeader: prepared.titleHeader,
        words: prepared.words,
        tokens: prepared.tokens,
        source: prepared.source,
      },
      (key, value: unknown) => (key === "lines" ? undefined : value instanceof Uint32Array ? [...value] : value),
    ),
  );
}

describe("LazyPreparedDocument", () => {
  let measurer: Measurer;
  let documents: Document[];
  beforeAll(async () => {
    measurer = createMeasurer(await loadTokenCounter("o200k_base"));
    documents = lumenDocuments();
  });

  it("reads the same sections, headers, counts and source as prepareDocument, for every fixture document", () => {
    expect(documents.length).toBeGreaterThan(3);
    for (const document of documents) {
      const eager = preparedWhole(document, measurer);
      const lazy = new LazyPreparedDocument(document, measureDocument(document, measurer));
      // the source is read from the whole document a chunker is given
      expect(plain(lazy), document.path).toEqual(plain({ ...eager, source: undefined }));
      expect(lazy.expand().source).toEqual(eager.source);
      // the kept lines themselves (left out of `plain` as a shared object)
      const lines = (p: PreparedDocument) => p.sections.flatMap((s) => s.blocks.map((b) => [b.first, b.count, [...b.lines.texts.slice(b.first, b.first + b.count)], [...b.lines.tokens.slice(b.first, b.first + b.count)]]));
      expect(lines(lazy)).toEqual(lines(eager));
    }
  });

  it("stays expanded once expanded twice, and is rebuilt before that", () => {
    const document = documents[0]!;
    const lazy = new LazyPreparedDocument(document, measureDocument(document, measurer));
    const other = new LazyPreparedDocument(documents[1]!, measureDocument(documents[1]!, measurer));
    const first = lazy.expand();
    expect(lazy.expand()).toBe(first); // the document expanded last is reused
    other.expand();
    const second = lazy.expand();
    expect(second).not.toBe(first);
    other.expand();
    expect(lazy.expand()).toBe(second);
  });

  it("stays expanded once its sections are read directly", () => {
    const lazy = new LazyPreparedDocument(documents[0]!, measureDocument(documents[0]!, measurer));
    const other = new LazyPreparedDocument(documents[1]!, measureDocument(documents[1]!, measurer));
    const sections = lazy.sections;
    other.expand();
    expect(lazy.sections).toBe(sections);
    expect(lazy.expand().sections).toBe(sections);
  });

  it("chunks a corpus to the same chunks as documents prepared whole", async () => {
    const params = { strategy: "structural", unit: "tokens", size: 64, overlap: 8, contextHeader: true, tokenizer: "o200k_base" } as const;
    const corpus = await prepareCorpus(documents, "o200k_base");
    expect(corpus.documents.every((d) => d instanceof LazyPreparedDocument)).toBe(true);
    // the structural chunker over each document prepared whole, markup-only chunks dropped as chunkCorpus drops them
    const whole = documents.flatMap((d) => {
      const prepared = preparedWhole(d, measurer);
      return dropMarkupOnly(chunkStructural(prepared, params), 0, codeRanges(prepared.sections));
    });
    expect(await chunkCorpus(corpus, params as never)).toEqual(whole);
  });
});
