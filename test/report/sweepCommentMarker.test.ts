import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentMarker, headMarker, parseHeadMarker, sweepCommentMarker } from "../../src/report/commentMarkers.js";
import { parseGfm } from "./markdownTree.js";

describe("sweepCommentMarker", () => {
  it("keys the sweep comment by registry path, apart from the gate comment's marker", () => {
    expect(sweepCommentMarker("chunkgate.yml")).toBe("<!-- chunkgate:sweep registry=chunkgate.yml -->");
    expect(sweepCommentMarker("fixtures/lumen/chunkgate.yml")).toBe("<!-- chunkgate:sweep registry=fixtures/lumen/chunkgate.yml -->");
    expect(sweepCommentMarker("chunkgate.yml.bak").includes(sweepCommentMarker("chunkgate.yml"))).toBe(false);
  });

  it("never matches a gate comment's markers, nor the other way round, whatever the paths", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), fc.string({ unit: "binary", maxLength: 30 }), fc.string({ maxLength: 40 }), (a, b, sha) => {
        const gate = `${commentMarker(a)}\n${headMarker(sha)}\n\nverdict\n`;
        const sweep = `${sweepCommentMarker(b)}\n${headMarker(sha)}\n\nsweep\n`;
        expect(gate.includes(sweepCommentMarker(b))).toBe(false);
        expect(sweep.includes(commentMarker(a))).toBe(false);
        expect(sweep.includes(sweepCommentMarker(b))).toBe(true);
        expect(sweep.split("-->")).toHaveLength(3);
        expect(parseGfm(sweep).children!.map((n) => n.type)).toEqual(["html", "html", "paragraph"]);
        expect(parseHeadMarker(sweep)).toBe(sha);
      }),
      { numRuns: 300 },
    );
  });
});
