import { describe, expect, it } from "vitest";
import type { ChangedFile } from "../../../src/changes/changedFile.js";
import { parseRegistry } from "../../../src/config/parseRegistry.js";
import { touchedSources } from "../../../src/usecases/pullRequest/touchedSources.js";

const registryText = (policySize = 120, k = 3) => `version: 1
questions: evals/retrieval.yaml
k: ${k}
sources:
  - id: policies
    include: ["docs/policies/**/*.md"]
    exclude: ["docs/policies/drafts/**"]
    chunking: { strategy: structural, size: ${policySize} }
  - id: faq
    include: ["docs/faq/*.md"]
    chunking: { strategy: structural }
`;
const registry = (size?: number, k?: number) => parseRegistry(registryText(size, k), "chunkgate.yml");

function changed(path: string, status: ChangedFile["status"] = "modified", previousPath?: string): ChangedFile {
  return { path, status, ...(previousPath ? { previousPath } : {}), headRanges: [], baseRanges: [] };
}

describe("touchedSources", () => {
  it("touches the sources whose globs match a changed file and lists the others as skipped", () => {
    const result = touchedSources({ head: registry(), base: registry(), changes: [changed("docs/policies/returns.md"), changed("docs/policies/a/b.md")], scope: "changed" });
    expect(result.touched).toEqual([{ id: "policies", reason: "docs/policies/a/b.md changed (+1 more)" }]);
    expect(result.skipped).toEqual([{ id: "faq", reason: "no changed file matches its globs" }]);
  });

  it("respects excludes and matches a renamed file by its old path too", () => {
    const drafts = touchedSources({ head: registry(), base: registry(), changes: [changed("docs/policies/drafts/x.md")], scope: "changed" });
    expect(drafts.touched).toEqual([]);
    const moved = touchedSources({ head: registry(), base: registry(), changes: [changed("archive/q.md", "renamed", "docs/faq/q.md")], scope: "changed" });
    expect(moved.touched.map((t) => t.id)).toEqual(["faq"]);
  });

  it("touches only the source whose registry entry changed", () => {
    const result = touchedSources({ head: registry(240), base: registry(120), changes: [changed("chunkgate.yml")], scope: "changed" });
    expect(result.touched).toEqual([{ id: "policies", reason: "its entry in chunkgate.yml changed" }]);
  });

  it("touches every source when shared settings or the golden set change, or with scope all", () => {
    expect(touchedSources({ head: registry(120, 5), base: registry(120, 3), changes: [changed("chunkgate.yml")], scope: "changed" }).touched).toHaveLength(2);
    expect(touchedSources({ head: registry(), base: registry(), changes: [changed("evals/retrieval.yaml")], scope: "changed" }).touched.map((t) => t.reason)).toEqual([
      "evals/retrieval.yaml changed",
      "evals/retrieval.yaml changed",
    ]);
    expect(touchedSources({ head: registry(), base: registry(), changes: [], scope: "all" }).touched).toHaveLength(2);
  });

  it("flags changed Markdown that no source includes as an unregistered shape", () => {
    const result = touchedSources({ head: registry(), base: registry(), changes: [changed("docs/guides/new.mdx", "added"), changed("src/app.ts"), changed("docs/old.md", "removed")], scope: "changed" });
    expect(result.unregistered).toEqual(["docs/guides/new.mdx"]);
  });

  it("never reports a file a source excludes as unregistered", () => {
    const result = touchedSources({ head: registry(), base: registry(), changes: [changed("docs/policies/drafts/x.md", "added"), changed("docs/policies/drafts/deep/y.md", "added")], scope: "changed" });
    expect(result.touched).toEqual([]);
    expect(result.unregistered).toEqual([]);
  });

  it("never reports a file under a folder an exclude names, nor one an include writes as `!glob`", () => {
    const head = parseRegistry(
      `version: 1\nquestions: q.yaml\nsources:\n  - id: a\n    include: ["docs/**/*.md", "!docs/legacy/**"]\n    exclude: ["docs/archive"]\n    chunking: { strategy: structural }\n`,
      "chunkgate.yml",
    );
    const result = touchedSources({ head, base: head, changes: [changed("docs/archive/old.md", "added"), changed("docs/legacy/v1.md", "added"), changed("notes/new.md", "added")], scope: "changed" });
    expect(result.unregistered).toEqual(["notes/new.md"]);
  });
});
