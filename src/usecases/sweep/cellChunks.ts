import type { Chunk } from "../../chunking/index.js";
import type { SourceIndex } from "../../evaluation/index.js";
import type { Retriever } from "../../retrieval/index.js";

/** A sweep cell's chunks, kept whole only where a question is judged on them, else their context's id and tokens. */
export class CellChunks {
  /** The kept chunks, in index order. */
  readonly kept: Chunk[] = [];
  // per position: the chunk's place in `kept`, or -1 when it was dropped
  private readonly keptAt: number[] = [];
  // per position: the id and tokens of what its chunk sends as context (its parent, else itself)
  private readonly contextIds: string[] = [];
  private readonly contextTokens: number[] = [];

  add(chunk: Chunk, keep: boolean): void {
    const context = chunk.parent ?? chunk;
    this.keptAt.push(keep ? this.kept.length : -1);
    this.contextIds.push(context.id);
    this.contextTokens.push(context.tokens);
    if (keep) this.kept.push(chunk);
  }

  /** The cell's index; only the kept chunks of `keyPaths`' documents are listed by path, and reading `chunks` throws. */
  index(retriever: Retriever, keyPaths: ReadonlySet<string>): SourceIndex {
    const { kept, keptAt, contextIds, contextTokens } = this;
    const byPath = new Map<string, number[]>();
    keptAt.forEach((at, i) => {
      const path = at < 0 ? undefined : kept[at]!.path;
      if (path === undefined || !keyPaths.has(path)) return;
      const list = byPath.get(path);
      if (list) list.push(i);
      else byPath.set(path, [i]);
    });
    return {
      get chunks(): never {
        throw new Error("internal: a sweep cell's index keeps only the chunks questions are judged on (read them through byPath and spanAt)");
      },
      retriever,
      byPath,
      spanAt: (i) => kept[keptAt[i]!]!,
      contextAt: (i) => ({ id: contextIds[i]!, tokens: contextTokens[i]! }),
    };
  }
}
