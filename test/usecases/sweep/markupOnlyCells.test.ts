import { describe, expect, it } from "vitest";
import { chunkCorpus, prepareCorpus } from "../../../src/chunking/chunkCorpus.js";
import { isMarkupOnly } from "../../../src/chunking/isMarkupOnly.js";
import { getChunker } from "../../../src/chunking/strategies.js";
import { loadWorkspace, sourceDocuments } from "../../../src/usecases/check/loadWorkspace.js";
import { runSweep } from "../../../src/usecases/sweep/runSweep.js";
import { tempFixture } from "../../helpers/tempRepo.js";

// An anchor before every second-level heading, as books built with mdBook have: at the end of the
// section before it, alone in a paragraph.
const anchored = (text: string) => text.replace(/\n## /g, '\n<a id="next"></a>\n\n## ');

describe("a sweep's cells leave out chunks that hold only markup, as a check does", () => {
  it("counts in every cell exactly the chunks chunkCorpus makes, none markup-only, fewer than the strategy makes where an anchor is alone", async () => {
    const root = await tempFixture("lumen", {
      "docs/products/calibration-service.md": anchored,
      "docs/products/compat-fieldbus.md": anchored,
      "docs/products/compat-modbus.md": anchored,
    });
    const workspace = await loadWorkspace({ root });
    const source = workspace.registry.sources[0]!;
    // 8 words cuts the anchor into a window of its own; 480 keeps each section whole (the stable path)
    const report = await runSweep({ workspace, sourceId: source.id, flags: { sizes: [8, 480], overlaps: [0] } });
    const prepared = await prepareCorpus(sourceDocuments(workspace, source), source.chunking.tokenizer);
    for (const cell of report.cells) {
      const params = { ...source.chunking, strategy: cell.strategy, size: cell.size, overlap: cell.overlap };
      const chunks = await chunkCorpus(prepared, params);
      expect(cell.cost.chunks).toBe(chunks.length);
      expect(chunks.filter((c) => isMarkupOnly(c.text))).toEqual([]);
      let raw = 0;
      for (const d of prepared.documents) raw += (await getChunker(params.strategy)(d.expand(), params, prepared.measurer)).length;
      // at 8 words an anchor is a window of its own, dropped; at 480 it shares its section's chunk
      if (cell.size === 8) expect(raw).toBeGreaterThan(chunks.length);
      else expect(raw).toBe(chunks.length);
    }
  });
});
