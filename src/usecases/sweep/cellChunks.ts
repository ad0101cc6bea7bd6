import type { Chunk, PreparedDocument } from "../../chunking/index.js";
import type { SourceIndex } from "../../evaluation/index.js";
import type { Retriever } from "../../retrieval/index.js";
import { lazyChunkList, type ChunkRun } from "../check/lazyChunkList.js";

/**
 * One sweep cell's chunks, kept as objects only where a question can be judged on them: a dropped
 * chunk leaves its tokens and origin in typed arrays, and is made again only if `chunks` is read at
 * its position, which a sweep's scoring never does.
 */
export class CellChunks {
  /** The kept chunks, in index order. */
  readonly kept: Chunk[] = [];
  private readonly documents: PreparedDocument[] = [];
  private length = 0;
  private ordinalInDocument = 0;
  // per position: the chunk's place in `kept`, or -1 when it was dropped
  private keptAt = new Int32Array(1024);
  // per dropped position: its tokens, its document's number in `documents`, its ordinal in that document
  private tokens = new Int32Array(1024);
  private documentOf = new Int32Array(1024);
  private ordinal = new Int32Array(1024);

  /** Says the chunks dropped next, in order, are document `document`'s, from its first. */
  document(document: PreparedDocument): void {
    this.documents.push(document);
    this.ordinalInDocument = 0;
  }

  /** Adds `chunk` at the next position, kept as it is. */
  keep(chunk: Chunk): void {
    this.grow();
    this.keptAt[this.length++] = this.kept.length;
    this.kept.push(chunk);
  }

  /** Adds `chunk` at the next position as the next chunk of the document last named (document), keeping only its tokens; it must have no parent. */
  drop(chunk: Chunk): void {
    this.grow();
    const at = this.length++;
    this.keptAt[at] = -1;
    this.tokens[at] = chunk.tokens;
    this.documentOf[at] = this.documents.length - 1;
    this.ordinal[at] = this.ordinalInDocument++;
  }

  /**
   * The cell's index, with `chunks` a lazy list that remakes a dropped chunk (textless) with
   * `rechunk` when read. Throws if `rechunk` is then asynchronous: drop only synchronously chunked documents.
   */
  index(retriever: Retriever, ids: readonly string[], keyPaths: ReadonlySet<string>, rechunk: (document: PreparedDocument) => Chunk[] | Promise<Chunk[]>): SourceIndex {
    const { kept, keptAt, tokens, documentOf, ordinal, documents } = this;
    const n = this.length;
    const byPath = new Map<string, number[]>();
    for (let i = 0; i < n; i++) {
      if (keptAt[i]! < 0) continue;
      const path = kept[keptAt[i]!]!.path;
      if (!keyPaths.has(path)) continue;
      const list = byPath.get(path);
      if (list) list.push(i);
      else byPath.set(path, [i]);
    }
    const remade = new Map<number, Chunk[]>();
    const remake = (d: number): Chunk[] => {
      let chunks = remade.get(d);
      if (chunks === undefined) {
        const made = rechunk(documents[d]!);
        if (made instanceof Promise) throw new Error(`CellChunks: ${documents[d]!.document.path} was chunked asynchronously; its chunks cannot be made again on read`);
        for (const chunk of made) {
          chunk.text = "";
          chunk.embedText = "";
        }
        remade.set(d, (chunks = made));
      }
      return chunks;
    };
    const chunkAt = (i: number): Chunk => (keptAt[i]! >= 0 ? kept[keptAt[i]!]! : remake(documentOf[i]!)[ordinal[i]!]!);
    let list: Chunk[] | undefined;
    return {
      get chunks(): Chunk[] {
        return (list ??= lazyChunkList(runsOf(n, keptAt, documentOf, kept, remake)).chunks);
      },
      retriever,
      byPath,
      spanAt: chunkAt,
      contextAt: (i) => {
        const at = keptAt[i]!;
        if (at < 0) return { id: ids[i]!, tokens: tokens[i]! };
        const chunk = kept[at]!;
        return chunk.parent ?? chunk;
      },
    };
  }

  private grow(): void {
    if (this.length < this.keptAt.length) return;
    const size = 2 * this.keptAt.length;
    this.keptAt = grown(this.keptAt, size);
    this.tokens = grown(this.tokens, size);
    this.documentOf = grown(this.documentOf, size);
    this.ordinal = grown(this.ordinal, size);
  }
}

// The positions as runs of lazyChunkList: each stretch of kept chunks, and each document's dropped chunks.
function runsOf(n: number, keptAt: Int32Array, documentOf: Int32Array, kept: readonly Chunk[], remake: (d: number) => Chunk[]): ChunkRun[] {
  const runs: ChunkRun[] = [];
  for (let i = 0; i < n; ) {
    let j = i + 1;
    if (keptAt[i]! >= 0) {
      while (j < n && keptAt[j]! >= 0) j++;
      runs.push({ count: j - i, chunks: kept.slice(keptAt[i]!, keptAt[i]! + (j - i)) });
    } else {
      const d = documentOf[i]!;
      while (j < n && keptAt[j]! < 0 && documentOf[j] === d) j++;
      runs.push({ count: j - i, chunk: (c) => remake(d)[c]! });
    }
    i = j;
  }
  return runs;
}

function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(length);
  next.set(array);
  return next;
}
