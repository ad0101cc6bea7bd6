import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChangedFile } from "../../../src/changes/index.js";
import { parseDocument } from "../../../src/corpus/parseDocument.js";
import type { Document } from "../../../src/corpus/types.js";
import { followSection, SURVIVES_SHARE } from "../../../src/usecases/pullRequest/followSection.js";
import { fuzzRuns } from "../../helpers/fuzzRuns.js";

const word = fc.stringMatching(/^[a-z]{2,9}$/);
const paragraph = fc.array(word, { minLength: 1, maxLength: 40 }).map((w) => w.join(" "));
const sections = fc.array(paragraph, { minLength: 2, maxLength: 6 });

function page(path: string, parts: ReadonlyArray<{ heading: string; text: string }>): Document {
  return parseDocument({ path, content: `# Page\n\n${parts.map((p) => `## ${p.heading}\n\n${p.text}\n`).join("\n")}` }).document;
}

function follow(base: Document, head: Document, heading: string, extra: Document[] = []) {
  const section = base.sections.find((s) => s.headingPath.at(-1) === heading)!;
  const headDocs = new Map([head, ...extra].map((d) => [d.path, d]));
  const changes: ChangedFile[] = [head, ...extra].map((d) => ({ path: d.path, status: d.path === base.path ? "modified" : "added", headRanges: [], baseRanges: [] }));
  return followSection(section, base.path, { baseDocuments: new Map([[base.path, base]]), changes, documentAt: (p) => headDocs.get(p) });
}

describe("followSection (property)", () => {
  it("follows a section renamed to any name, moved anywhere in its document or to another one, with all of its text", () => {
    fc.assert(
      fc.property(sections, fc.nat(), word, fc.boolean(), fc.nat(), (texts, pick, name, elsewhere, at) => {
        const parts = texts.map((text, i) => ({ heading: `Old ${i}`, text }));
        const i = pick % parts.length;
        const renamed = { heading: `New ${name}`, text: parts[i]!.text };
        const rest = parts.filter((_, j) => j !== i);
        const base = page("docs/a.md", parts);
        const into = at % (rest.length + 1);
        const head = elsewhere ? page("docs/a.md", rest) : page("docs/a.md", [...rest.slice(0, into), renamed, ...rest.slice(into)]);
        const other = elsewhere ? [page("docs/b.md", [renamed])] : [];
        const found = follow(base, head, `Old ${i}`, other);
        expect(found?.section.headingPath.at(-1)).toBe(`New ${name}`);
        expect(found?.path).toBe(elsewhere ? "docs/b.md" : "docs/a.md");
        expect(found?.share).toBe(1);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  it("finds nothing for a deleted section, however alike its neighbours are, when they kept their own text", () => {
    fc.assert(
      fc.property(sections, fc.nat(), (texts, pick) => {
        const parts = texts.map((text, i) => ({ heading: `Old ${i}`, text }));
        const i = pick % parts.length;
        const base = page("docs/a.md", parts);
        const head = page("docs/a.md", parts.filter((_, j) => j !== i));
        expect(follow(base, head, `Old ${i}`)).toBeUndefined();
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  it("follows a rewritten section exactly when at least half of its three-word shingles are left", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 8, maxLength: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (words, keep) => {
        const kept = words.slice(0, Math.floor(words.length * keep));
        const base = page("docs/a.md", [{ heading: "Old", text: words.join(" ") }]);
        const head = page("docs/a.md", [{ heading: "New", text: kept.length > 0 ? kept.join(" ") : "zz" }]);
        // a prefix of k words keeps k - 2 of the n - 2 shingles
        const share = kept.length < 3 ? 0 : (kept.length - 2) / (words.length - 2);
        expect(follow(base, head, "Old") !== undefined).toBe(share >= SURVIVES_SHARE);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });
});
