import { blockText, isMarkupOnly, type Chunk, type PreparedCorpus } from "../../chunking/index.js";
import { includesNormalized, normalizeWhitespace } from "../../evaluation/index.js";
import type { CellIntegrity } from "./types.js";

/** The block kinds structure integrity counts: the units a reader expects to find whole. */
export const STRUCTURE_KINDS = ["paragraph", "list-item", "table", "code"] as const;
export type StructureKind = (typeof STRUCTURE_KINDS)[number];

/** One block of the source whose wholeness a chunking can break. */
export interface StructureBlock {
  kind: StructureKind;
  startLine: number;
  endLine: number;
  /** The block's indexed text, whitespace-normalised as span matching does. */
  text: string;
}

/** The structure blocks of every document by path, in line order; markup-only blocks are left out, as chunkers leave them out. */
export function structureBlocks(prepared: PreparedCorpus): Map<string, StructureBlock[]> {
  const byPath = new Map<string, StructureBlock[]>();
  const kinds = new Set<string>(STRUCTURE_KINDS);
  for (const document of prepared.documents) {
    const blocks: StructureBlock[] = [];
    for (const section of document.sections) {
      for (const block of section.blocks) {
        if (!kinds.has(block.kind)) continue;
        const raw = blockText(block, "\n");
        if (isMarkupOnly(raw)) continue;
        const text = normalizeWhitespace(raw);
        blocks.push({ kind: block.kind as StructureKind, startLine: block.startLine, endLine: block.endLine, text });
      }
    }
    byPath.set(document.document.path, blocks);
  }
  return byPath;
}

/** How many blocks lie whole in some chunk: strictly inside, or holding its text (a window cut mid-line does not). */
export function blockIntegrity(blocks: ReadonlyMap<string, readonly StructureBlock[]>, chunks: readonly Chunk[]): Pick<CellIntegrity, "blocks" | "byKind"> {
  const tally = new BlockTally();
  const chunksByPath = groupByPath(chunks);
  for (const [path, list] of blocks) tally.add(list, chunksByPath.get(path) ?? []);
  return tally.result();
}

/** Block checks remembered across a sweep's cells, for texts the sweep keeps anyway (so it holds no text alive). */
export class BlockChecks {
  private readonly byList = new WeakMap<readonly StructureBlock[], { texts: Array<string | undefined>; whole: Uint8Array }>();

  /** Whether `blocks[at]`'s text is in `text`, whitespace-normalised; remembered per block, which never changes the answer. */
  includes(blocks: readonly StructureBlock[], at: number, text: string): boolean {
    let memo = this.byList.get(blocks);
    if (memo === undefined) this.byList.set(blocks, (memo = { texts: new Array<string | undefined>(blocks.length), whole: new Uint8Array(blocks.length) }));
    // equal strings, not only the same one: a kept chunk's copies share its text, so this is mostly a pointer compare
    if (memo.texts[at] === text) return memo.whole[at] === 1;
    const whole = includesNormalized(text, blocks[at]!.text);
    memo.texts[at] = text;
    memo.whole[at] = whole ? 1 : 0;
    return whole;
  }
}

/** blockIntegrity one document at a time: `add` for every path with all its chunks, and `result()` equals blockIntegrity's. */
export class BlockTally {
  private readonly byKind = Object.fromEntries(STRUCTURE_KINDS.map((k) => [k, { total: 0, whole: 0 }])) as CellIntegrity["byKind"];

  /** @param checks Answers shared by the tallies of one sweep's cells; default none. */
  constructor(private readonly checks?: BlockChecks) {}

  /** Counts one document's blocks against all its chunks; `kept[i]` says chunk i's text lives for the whole sweep, so may be remembered. */
  add(list: readonly StructureBlock[], own: readonly Chunk[], kept?: readonly boolean[]): void {
    const byKind = this.byKind;
    // chunkers emit line order already: copy and sort only when needed
    const sorted = own.every((c, i) => i === 0 || c.startLine >= own[i - 1]!.startLine);
    const ordered = sorted ? own : [...own].sort((a, b) => a.startLine - b.startLine);
    // `kept` is indexed like `own`: only usable while the order is own's
    const checks = sorted && kept !== undefined ? this.checks : undefined;
    // the early stop below is right only when last lines never go backwards (a custom chunker may break it)
    const monotonic = ordered.every((c, i) => i === 0 || c.endLine >= ordered[i - 1]!.endLine);
    for (let b = 0; b < list.length; b++) {
      const block = list[b]!;
      const counts = byKind[block.kind];
      counts.total++;
      let i = lastStartingBy(ordered, block.startLine);
      for (; i >= 0; i--) {
        const c = ordered[i]!;
        if (c.endLine < block.endLine) {
          if (monotonic) break;
          continue;
        }
        const interior = c.startLine < block.startLine && c.endLine > block.endLine;
        if (interior || (checks !== undefined && kept![i] === true ? checks.includes(list, b, c.text) : includesNormalized(c.text, block.text))) {
          counts.whole++;
          break;
        }
      }
    }
  }

  result(): Pick<CellIntegrity, "blocks" | "byKind"> {
    const byKind = this.byKind;
    const total = STRUCTURE_KINDS.reduce((sum, k) => sum + byKind[k].total, 0);
    const whole = STRUCTURE_KINDS.reduce((sum, k) => sum + byKind[k].whole, 0);
    return { blocks: { total, whole }, byKind };
  }
}

/** Chunks by path, in their order. */
export function groupByPath(chunks: readonly Chunk[]): Map<string, Chunk[]> {
  const map = new Map<string, Chunk[]>();
  for (const c of chunks) {
    const list = map.get(c.path);
    if (list) list.push(c);
    else map.set(c.path, [c]);
  }
  return map;
}

/** Index of the last chunk whose first line is at or before `line` (binary search), or -1. */
function lastStartingBy(ordered: readonly Chunk[], line: number): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (ordered[mid]!.startLine <= line) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}
