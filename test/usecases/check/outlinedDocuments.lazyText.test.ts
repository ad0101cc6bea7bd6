import { idsOf } from "../../helpers/idsOf.js";
import { rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openContentStore } from "../../../src/store/contentStore.js";
import { documentText } from "../../../src/corpus/documentText.js";
import type { FileSource } from "../../../src/corpus/fileSource.js";
import { fsFileSource } from "../../../src/corpus/fsFileSource.js";
import { loadCorpus } from "../../../src/corpus/loadCorpus.js";
import { openPreparedCache } from "../../../src/corpus/preparedCache.js";
import { UserError } from "../../../src/errors.js";
import { workingTreeIds } from "../../../src/git/workingTreeIds.js";
import { openChunkCache } from "../../../src/usecases/check/chunkCache.js";
import { chunkDocumentsLazily } from "../../../src/usecases/check/chunkDocumentsLazily.js";
import { outlinedDocuments } from "../../../src/usecases/check/outlinedDocuments.js";
import { gitRepo } from "../../helpers/gitRepo.js";

const stores: string[] = [];
afterEach(() => {
  for (const dir of stores.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FILES = {
  "docs/a.md": "---\ntitle: Alpha\n---\n# Alpha\n\nFirst words of alpha.\n\n## Setup\n\n- install it\n- run it\n",
  "docs/b.md": "\uFEFF# Beta\r\n\r\nCRLF text with a BOM: ünïcödé.\r\n",
  "docs/c.md": "Preamble only, no heading.\n",
};
const CHUNKING = { strategy: "structural", unit: "tokens", size: 32, overlap: 4, tokenizer: "o200k_base", contextHeader: true } as const;

/** fsFileSource(root), counting the files read: through `read`, `load`, and the reads `indexed` hands out. */
function counted(root: string): { files: FileSource; reads: string[] } {
  const inner = fsFileSource(root, { knownIds: workingTreeIds });
  const reads: string[] = [];
  const files: FileSource = {
    label: inner.label,
    select: (include, exclude) => inner.select(include, exclude),
    read: (file) => (reads.push(file), inner.read(file)),
    load: (file) => (reads.push(file), inner.load!(file)),
    async indexed() {
      const known = await inner.indexed!();
      return known && { known: (file) => known.known(file), read: (file, id) => (reads.push(file), known.read(file, id)) };
    },
  };
  return { files, reads };
}

/** One run as a check makes it: documents loaded and chunked with the caches in `dir`, flushed. */
async function run(root: string, dir: string) {
  const store = openContentStore({ dir });
  const prepared = outlinedDocuments(openPreparedCache(store), openChunkCache(store));
  const { files, reads } = counted(root);
  const corpus = await loadCorpus({ files, include: ["docs/**"], prepared, indexedFrom: 0 });
  const chunked = await chunkDocumentsLazily({ documents: corpus.documents, chunking: CHUNKING, preparedCache: prepared });
  prepared.flush();
  return { corpus, chunked, reads, prepared };
}

/** A git repository holding FILES in one commit (core.autocrlf off), and an empty cache folder, both removed after the test. */
async function committedWithStore() {
  const repo = await gitRepo();
  await repo.git("config", "core.autocrlf", "false");
  await repo.commit("docs", FILES);
  const dir = await mkdtemp(path.join(tmpdir(), "chunkgate-lazy-"));
  stores.push(dir);
  return { repo, dir };
}

describe("documents of a git working tree served from the caches", () => {
  it("are not read until their text or sections are asked for, then read once and the same as a cold load's", async () => {
    const { repo, dir } = await committedWithStore();
    const cold = await run(repo.dir, dir);
    expect(cold.reads.sort()).toEqual(Object.keys(FILES));
    const warm = await run(repo.dir, dir);
    expect(warm.reads).toEqual([]);
    expect(warm.prepared.stats).toEqual({ reused: 3, missing: 0, stored: 0 });
    expect(idsOf(warm.chunked.ids)).toEqual(idsOf(cold.chunked.ids));
    // reading a chunk reads its document's file, once
    expect(warm.chunked.index.chunks[0]).toEqual(cold.chunked.index.chunks[0]);
    expect(warm.reads).toEqual(["docs/a.md"]);
    expect(JSON.stringify(warm.corpus)).toBe(JSON.stringify(cold.corpus));
    expect(warm.corpus.documents.map(documentText)).toEqual(cold.corpus.documents.map(documentText));
    expect(warm.reads.sort()).toEqual(Object.keys(FILES));
    expect(documentText(warm.corpus.documents[1]!)).toBe("# Beta\r\n\r\nCRLF text with a BOM: ünïcödé.\r\n");
  });

  it("fail loudly when a file changes between loading and reading its text", async () => {
    const { repo, dir } = await committedWithStore();
    await run(repo.dir, dir);
    const warm = await run(repo.dir, dir);
    writeFileSync(path.join(repo.dir, "docs/c.md"), "Changed behind chunkgate's back.\n");
    const error = (() => {
      try {
        documentText(warm.corpus.documents[2]!);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UserError);
    expect([(error as UserError).file, (error as UserError).message]).toEqual(["docs/c.md", "changed while chunkgate was reading the corpus (its content is no longer the one git's index records)"]);
  });

  it("are read and hashed as without git when fewer files are selected than indexedFrom (git's processes would cost more)", async () => {
    const { repo, dir } = await committedWithStore();
    const cold = await run(repo.dir, dir);
    const store = openContentStore({ dir });
    const prepared = outlinedDocuments(openPreparedCache(store), openChunkCache(store));
    for (const indexedFrom of [undefined, Object.keys(FILES).length + 1]) {
      const { files, reads } = counted(repo.dir);
      const warm = await loadCorpus({ files, include: ["docs/**"], prepared, ...(indexedFrom === undefined ? {} : { indexedFrom }) });
      expect(reads.sort()).toEqual(Object.keys(FILES));
      expect(JSON.stringify(warm)).toBe(JSON.stringify(cold.corpus));
    }
  });

  it("skip a cached file over a limit lowered since, by its size in git's index", async () => {
    const { repo, dir } = await committedWithStore();
    await run(repo.dir, dir);
    const store = openContentStore({ dir });
    const prepared = outlinedDocuments(openPreparedCache(store), openChunkCache(store));
    const { files, reads } = counted(repo.dir);
    const limited = await loadCorpus({ files, include: ["docs/**"], prepared, maxFileBytes: 60, indexedFrom: 0 });
    expect(reads).toEqual([]);
    const uncached = await loadCorpus({ root: repo.dir, include: ["docs/**"], maxFileBytes: 60 });
    expect(limited.warnings).toEqual(["docs/a.md: skipped: 85 bytes is over the limit of 60 bytes per document — exclude the file, or raise `max_file_bytes` in the registry"]);
    expect(JSON.stringify(limited)).toBe(JSON.stringify(uncached));
  });

  it("count a file git knows by a new id as missing, read it alone, and serve the others unread", async () => {
    const { repo, dir } = await committedWithStore();
    await run(repo.dir, dir);
    await repo.commit("edit c", { "docs/c.md": "Preamble only, edited.\n" });
    const edited = await run(repo.dir, dir);
    expect(edited.reads).toEqual(["docs/c.md"]);
    expect(edited.prepared.stats).toEqual({ reused: 2, missing: 1, stored: 1 });
    const uncached = await loadCorpus({ root: repo.dir, include: ["docs/**"] });
    expect(JSON.stringify(edited.corpus)).toBe(JSON.stringify(uncached));
    // the next run serves all three, reading only the text the edited file's chunks are rebuilt from
    // (the source's summary snapshot, not rewritten for one document, does not hold it)
    const again = await run(repo.dir, dir);
    expect([again.reads, again.prepared.stats]).toEqual([["docs/c.md"], { reused: 3, missing: 0, stored: 0 }]);
  });

  it("share one `sections` getter, in Document's field order, replaced by the sections themselves once read", async () => {
    const { repo, dir } = await committedWithStore();
    const cold = await run(repo.dir, dir);
    const warm = await run(repo.dir, dir);
    const documents = warm.corpus.documents;
    // a getter of each document's own would put every document in dictionary mode (see lazyDocument)
    const getters = new Set(documents.map((d) => Object.getOwnPropertyDescriptor(d, "sections")?.get));
    expect(getters.size).toBe(1);
    expect([...getters][0]).toBeTypeOf("function");
    expect(documents.map((d) => Object.keys(d))).toEqual(documents.map(() => ["path", "title", "sections", "lineCount"]));
    expect(documents[1]!.sections).toEqual(cold.corpus.documents[1]!.sections);
    expect(Object.getOwnPropertyDescriptor(documents[1]!, "sections")).toMatchObject({ value: cold.corpus.documents[1]!.sections, enumerable: true, writable: true });
    expect(Object.getOwnPropertyDescriptor(documents[0]!, "sections")?.get).toBe([...getters][0]);
  });
});
