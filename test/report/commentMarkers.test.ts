import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentMarker, headMarker, parseHeadMarker } from "../../src/report/commentMarkers.js";
import { parseGfm } from "./markdownTree.js";

describe("comment markers", () => {
  it("keys the comment by registry path in a hidden HTML comment", () => {
    expect(commentMarker("chunkgate.yml")).toBe("<!-- chunkgate:registry=chunkgate.yml -->");
    expect(commentMarker("docs/chunkgate.yml")).toBe("<!-- chunkgate:registry=docs/chunkgate.yml -->");
    // One path that starts like another never matches the other's marker.
    expect(commentMarker("chunkgate.yml.bak").includes(commentMarker("chunkgate.yml"))).toBe(false);
  });

  it("cannot be ended early by the path, and reads the head back, whatever the strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), fc.string({ maxLength: 30 }), (path, sha) => {
        const markers = `${commentMarker(path)}\n${headMarker(sha)}\n\nverdict\n`;
        expect(markers.split("-->")).toHaveLength(3);
        expect(markers).not.toContain("--!>");
        const tree = parseGfm(markers);
        expect(tree.children!.map((n) => n.type)).toEqual(["html", "html", "paragraph"]);
        expect(parseHeadMarker(markers)).toBe(sha);
      }),
      { numRuns: 300 },
    );
  });

  it("finds no head in a body without a marker, or with a malformed one", () => {
    expect(parseHeadMarker("a comment")).toBeNull();
    expect(parseHeadMarker("<!-- chunkgate:head=%E0%A4%A -->")).toBeNull();
    expect(parseHeadMarker(`${headMarker("abc")}\n${headMarker("def")}`)).toBe("abc");
  });
});
