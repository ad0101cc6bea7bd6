import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentMarker, headMarker, keyedBy, parseHeadMarker, sweepCommentMarker } from "../../src/report/commentMarkers.js";
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
    expect(parseHeadMarker(`${commentMarker("x")}\n<!-- chunkgate:head=%E0%A4%A -->`)).toBeNull();
  });

  it("reads the head only from the whole second line, under the key marker, where the renderers put it", () => {
    const key = commentMarker("chunkgate.yml");
    expect(parseHeadMarker(`${key}\n${headMarker("abc")}\n${headMarker("def")}`)).toBe("abc");
    expect(parseHeadMarker(`${key}\r\n${headMarker("abc")}\r\n\nverdict`)).toBe("abc");
    expect(parseHeadMarker(headMarker("abc"))).toBeNull();
    expect(parseHeadMarker(`${key}\nsee ${headMarker("abc")}`)).toBeNull();
    expect(parseHeadMarker(`${key}\n\n${headMarker("abc")}`)).toBeNull();
  });

  it("keys a body only by its whole first line", () => {
    const key = commentMarker("chunkgate.yml");
    expect(keyedBy(`${key}\n${headMarker("abc")}\n`, key)).toBe(true);
    expect(keyedBy(`${key}\r\n${headMarker("abc")}\r\n`, key)).toBe(true);
    expect(keyedBy(key, key)).toBe(true);
    expect(keyedBy(`Quoting the bot: ${key}`, key)).toBe(false);
    expect(keyedBy(`${sweepCommentMarker("chunkgate.yml")}\n\nDid you mean \`${key}\`?`, key)).toBe(false);
    expect(keyedBy(` ${key}\n`, key)).toBe(false);
    expect(keyedBy(`${key} \n`, key)).toBe(false);
    expect(keyedBy("", key)).toBe(false);
  });
});
