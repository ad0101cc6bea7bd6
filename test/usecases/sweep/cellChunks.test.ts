import { beforeAll, describe, expect, it } from "vitest";
import type { Chunk } from "../../../src/chunking/index.js";
import { runQuestions } from "../../../src/evaluation/index.js";
import { indexCell } from "../../../src/usecases/sweep/measureCell.js";
import { measureCell, type MeasuredCell } from "../../../src/usecases/sweep/measureCell.js";
import { prepareSweep, type SweepContext } from "../../../src/usecases/sweep/prepareSweep.js";
import type { CellParams } from "../../../src/usecases/sweep/types.js";
import { policiesWorkspace } from "../../helpers/policiesWorkspace.js";

// measureCell keeps chunk objects only for documents some question's keys name (CellChunks); the
// index it returns must answer every question as the whole chunk list indexed at once does.
const CELLS: CellParams[] = [
  { strategy: "structural", size: 60, overlap: 0 },
  { strategy: "structural", size: 120, overlap: 12 },
  { strategy: "fixed", size: 80, overlap: 20 },
];

let streamedContext: SweepContext;
let wholeContext: SweepContext;

beforeAll(async () => {
  const workspace = await policiesWorkspace();
  streamedContext = await prepareSweep({ workspace, sourceId: "policy_docs" });
  wholeContext = await prepareSweep({ workspace, sourceId: "policy_docs" });
});

describe.each(CELLS)("a sweep cell's index with unkept chunks ($strategy $size/$overlap)", (cell) => {
  let measured: MeasuredCell;
  let whole: Chunk[];
  let keyPaths: ReadonlySet<string>;

  beforeAll(async () => {
    measured = await measureCell(streamedContext, cell);
    const indexed = await indexCell(wholeContext, cell);
    whole = indexed.chunks;
    keyPaths = streamedContext.keyPaths!;
    const runs = [...streamedContext.train, ...streamedContext.heldOut];
    expect(runQuestions(measured.index, runs, { k: 3, depth: 10 })).toEqual(runQuestions(indexed.index, runs, { k: 3, depth: 10 }));
  });

  it("drops the chunks of documents no key names, and lists by path exactly the key documents' chunks", () => {
    const dropped = whole.filter((c) => !keyPaths.has(c.path));
    expect(dropped.length).toBeGreaterThan(0);
    const byPath = measured.index.byPath!;
    expect(whole.some((c) => keyPaths.has(c.path))).toBe(true);
    for (const path of new Set(whole.map((c) => c.path))) expect(byPath.get(path)).toEqual(keyPaths.has(path) ? whole.flatMap((c, i) => (c.path === path ? [i] : [])) : undefined);
  });

  it("sends as context what the chunk itself holds, kept or not", () => {
    whole.forEach((chunk, i) => expect(measured.index.contextAt!(i)).toMatchObject({ id: chunk.id, tokens: chunk.tokens }));
  });

  it("keeps the key documents' chunks as they are, and has no chunk list to read", () => {
    let kept = 0;
    whole.forEach((chunk, i) => {
      if (!keyPaths.has(chunk.path)) return;
      kept++;
      expect(measured.index.spanAt!(i)).toEqual(chunk);
    });
    expect(kept).toBeGreaterThan(0);
    expect(() => measured.index.chunks).toThrow(/keeps only the chunks questions are judged on/);
  });
});
