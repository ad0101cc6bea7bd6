import { describe, expect, it } from "vitest";
import { loadWorkspace } from "../../../src/usecases/check/loadWorkspace.js";
import { gitFileSource } from "../../../src/git/gitFileSource.js";
import { fixture } from "../../helpers/evaluateFixture.js";
import { gitRepoFrom } from "../../helpers/gitRepo.js";

describe("loadWorkspace", () => {
  it("loads a commit through a FileSource exactly as it loads the same checkout", async () => {
    const { repo, first } = await gitRepoFrom(fixture("lumen"));
    const onDisk = await loadWorkspace({ root: repo.dir });
    const fromGit = await loadWorkspace({ root: repo.dir, files: gitFileSource({ cwd: repo.dir, commit: first }) });
    expect(fromGit).toEqual(onDisk);
    expect(fromGit.documents.get("product_docs")).toHaveLength(30);
  });

  it("reads the commit, not the working tree, for registry, golden set and documents", async () => {
    const { repo, first } = await gitRepoFrom(fixture("lumen"));
    await repo.write({ "chunkgate.yml": null, "docs/products": null, "evals/retrieval.yaml": "not: a list" });
    const workspace = await loadWorkspace({ root: repo.dir, files: gitFileSource({ cwd: repo.dir, commit: first }) });
    expect(workspace.registry.sources.map((s) => s.id)).toEqual(["product_docs"]);
    expect(workspace.questions.length).toBeGreaterThan(0);
    expect(workspace.documents.get("product_docs")).toHaveLength(30);
  });
});
