import { describe, expect, it } from "vitest";
import { loadRegistryFrom } from "../../src/config/readConfigFiles.js";
import { gitFileSource } from "../../src/git/gitFileSource.js";
import { fsFileSource } from "../../src/corpus/fsFileSource.js";
import { gitRepo } from "../helpers/gitRepo.js";
import { userError } from "../helpers/userError.js";

const REGISTRY = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking: { strategy: structural, size: 120 }
`;
const GOLDEN = `- question_id: q1
  question: How do I return damaged goods?
  supporting:
    - { document: docs/returns.md, heading: [Returns, Damaged goods] }
`;

describe("loadRegistryFrom", () => {
  it("reads a commit's registry and golden set, not the working tree's", async () => {
    const repo = await gitRepo();
    const base = await repo.commit("base", { "chunkgate.yml": REGISTRY, "evals/retrieval.yaml": GOLDEN });
    const head = await repo.commit("head", {
      "chunkgate.yml": REGISTRY.replace("size: 120", "size: 240"),
      "evals/retrieval.yaml": GOLDEN.replace("q1", "q2"),
    });
    await repo.write({ "chunkgate.yml": REGISTRY.replace("size: 120", "size: 999") });

    const atBase = await loadRegistryFrom(gitFileSource({ cwd: repo.dir, commit: base }));
    const atHead = await loadRegistryFrom(gitFileSource({ cwd: repo.dir, commit: head }));
    const onDisk = await loadRegistryFrom(fsFileSource(repo.dir));
    expect(atBase.registry.sources[0]?.chunking.size).toBe(120);
    expect(atHead.registry.sources[0]?.chunking.size).toBe(240);
    expect(onDisk.registry.sources[0]?.chunking.size).toBe(999);
    expect(atBase.golden.questions.map((q) => q.id)).toEqual(["q1"]);
    expect(atHead.golden.questions.map((q) => q.id)).toEqual(["q2"]);
  });

  it("falls back to chunkgate.yaml and honours a registry path, in a commit too", async () => {
    const repo = await gitRepo();
    const commit = await repo.commit("c", { "chunkgate.yaml": REGISTRY, "config/checks.yml": REGISTRY, "evals/retrieval.yaml": GOLDEN });
    const files = gitFileSource({ cwd: repo.dir, commit });
    expect((await loadRegistryFrom(files)).registry.file).toBe("chunkgate.yaml");
    expect((await loadRegistryFrom(files, "./config/checks.yml")).registry.file).toBe("config/checks.yml");
  });

  it("names the commit when there is no registry, and refuses paths leaving the root", async () => {
    const repo = await gitRepo();
    const commit = await repo.commit("c", { "README.md": "x" });
    const files = gitFileSource({ cwd: repo.dir, commit });
    const missing = await userError(loadRegistryFrom(files));
    expect(missing.message).toBe(`no registry: \`chunkgate.yml\` or \`chunkgate.yaml\` not found in git:${commit.slice(0, 12)}`);
    expect(missing.hint).toContain("create chunkgate.yml");
    expect((await userError(loadRegistryFrom(files, "../chunkgate.yml"))).message).toContain("outside the repository root");
    expect((await userError(loadRegistryFrom(files, "/etc/chunkgate.yml"))).message).toContain("outside the repository root");
  });

  it("suggests the root-relative golden-set path when it sits beside the registry", async () => {
    const repo = await gitRepo();
    const commit = await repo.commit("c", { "config/chunkgate.yml": REGISTRY, "config/evals/retrieval.yaml": GOLDEN });
    const error = await userError(loadRegistryFrom(gitFileSource({ cwd: repo.dir, commit }), "config/chunkgate.yml"));
    expect([error.file, error.line]).toEqual(["config/chunkgate.yml", 2]);
    expect(error.message).toContain("golden set `evals/retrieval.yaml` not found");
    expect(error.hint).toContain("did you mean `questions: config/evals/retrieval.yaml`?");
  });

  it("reports an unreadable golden set on the `questions:` line, and a bad byte on its own line", async () => {
    const repo = await gitRepo();
    const binary = await repo.commit("binary", { "chunkgate.yml": REGISTRY, "evals/retrieval.yaml": new Uint8Array([0x2d, 0x00]) });
    const error = await userError(loadRegistryFrom(gitFileSource({ cwd: repo.dir, commit: binary })));
    expect(error.format()).toMatch(/^chunkgate\.yml:2: `evals\/retrieval\.yaml` looks like a binary file/);
    expect(error.hint).toContain("must be readable UTF-8 text files"); // Not the documents' "exclude it".
    const latin1 = await repo.commit("latin-1", { "evals/retrieval.yaml": new Uint8Array([...Buffer.from(GOLDEN), 0x23, 0xe9, 0x0a]) });
    const bad = await userError(loadRegistryFrom(gitFileSource({ cwd: repo.dir, commit: latin1 })));
    expect([bad.file, bad.line]).toEqual(["evals/retrieval.yaml", 5]);
    expect(bad.hint).not.toContain("exclude");
  });
});
