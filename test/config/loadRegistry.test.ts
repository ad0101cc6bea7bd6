import { mkdir, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadRegistry } from "../../src/config/readConfigFiles.js";
import { UserErrors } from "../../src/errors.js";
import { tempDir } from "../helpers/tempDir.js";
import { userError as rejection } from "../helpers/userError.js";

const REGISTRY = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking: { strategy: structural }
`;
const GOLDEN = `- question_id: q1
  question: How do I return damaged goods?
  supporting:
    - { document: docs/returns.md, heading: [Returns, Damaged goods] }
`;

let root: string;
let outside: string;

async function write(file: string, text: string, base = root): Promise<void> {
  await mkdir(path.dirname(path.join(base, file)), { recursive: true });
  await writeFile(path.join(base, file), text);
}

beforeEach(async () => {
  root = await tempDir("config");
  outside = await tempDir("outside");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe("loadRegistry", () => {
  it("loads chunkgate.yml and the golden set it names, paths relative to the root", async () => {
    await write("chunkgate.yml", REGISTRY);
    await write("evals/retrieval.yaml", GOLDEN);
    const { registry, golden } = await loadRegistry({ root });
    expect(registry.file).toBe("chunkgate.yml");
    expect(registry.sources.map((s) => s.id)).toEqual(["docs"]);
    expect(golden.file).toBe("evals/retrieval.yaml");
    expect(golden.questions.map((q) => q.id)).toEqual(["q1"]);
  });

  it("falls back to chunkgate.yaml when chunkgate.yml is absent", async () => {
    await write("chunkgate.yaml", REGISTRY);
    await write("evals/retrieval.yaml", GOLDEN);
    expect((await loadRegistry({ root })).registry.file).toBe("chunkgate.yaml");
  });

  it("prefers chunkgate.yml when both exist", async () => {
    await write("chunkgate.yml", REGISTRY);
    await write("chunkgate.yaml", "not: valid");
    await write("evals/retrieval.yaml", GOLDEN);
    expect((await loadRegistry({ root })).registry.file).toBe("chunkgate.yml");
  });

  it("explains how to create a registry when there is none", async () => {
    const error = await rejection(loadRegistry({ root }));
    expect(error.message).toContain("`chunkgate.yml` or `chunkgate.yaml` not found");
    expect(error.message).toContain(root);
    expect(error.file).toBe("chunkgate.yml");
    expect(error.hint).toContain("create chunkgate.yml");
    expect(error.hint).toContain("`version: 1`");
  });

  it("reads a registry at a custom path, the golden set still relative to the root", async () => {
    await write("config/checks.yml", REGISTRY);
    await write("evals/retrieval.yaml", GOLDEN);
    const { registry, golden } = await loadRegistry({ root, registryPath: "config/checks.yml" });
    expect(registry.file).toBe("config/checks.yml");
    expect(golden.questions).toHaveLength(1);
  });

  it("accepts an absolute registry path inside the root", async () => {
    await write("config/checks.yml", REGISTRY);
    await write("evals/retrieval.yaml", GOLDEN);
    const { registry } = await loadRegistry({ root, registryPath: path.join(root, "config", "checks.yml") });
    expect(registry.file).toBe("config/checks.yml");
  });

  it("names a missing custom registry without trying other names", async () => {
    await write("chunkgate.yml", REGISTRY);
    const error = await rejection(loadRegistry({ root, registryPath: "config/checks.yml" }));
    expect(error.message).toContain("`config/checks.yml` not found");
    expect(error.hint).toContain("relative to the repository root");
  });

  it("refuses a registry outside the root", async () => {
    await write("chunkgate.yml", REGISTRY, outside);
    const error = await rejection(loadRegistry({ root, registryPath: path.join(outside, "chunkgate.yml") }));
    expect(error.message).toContain("outside the repository root");
  });

  it("says the golden-set path is relative to the root, on the `questions:` line", async () => {
    await write("chunkgate.yml", `# the registry\n${REGISTRY}`);
    const error = await rejection(loadRegistry({ root }));
    expect(error.format()).toContain("chunkgate.yml:3: golden set `evals/retrieval.yaml` not found");
    expect(error.message).toContain("relative to the repository root");
    expect(error.hint).toContain("create the golden set there");
  });

  it("suggests the root-relative path when the golden set sits beside a registry in a subfolder", async () => {
    await write("config/chunkgate.yml", REGISTRY);
    await write("config/evals/retrieval.yaml", GOLDEN);
    const error = await rejection(loadRegistry({ root, registryPath: "config/chunkgate.yml" }));
    expect(error.file).toBe("config/chunkgate.yml");
    expect(error.line).toBe(2);
    expect(error.hint).toContain("did you mean `questions: config/evals/retrieval.yaml`?");
  });

  it("refuses a golden set that is a symbolic link leading outside the root", async () => {
    await write("chunkgate.yml", REGISTRY);
    await write("secret.yaml", GOLDEN, outside);
    await mkdir(path.join(root, "evals"));
    await symlink(path.join(outside, "secret.yaml"), path.join(root, "evals", "retrieval.yaml"));
    const error = await rejection(loadRegistry({ root }));
    expect(error.message).toContain("leads outside the repository");
    expect(error.line).toBe(2);
  });

  it("refuses a golden-set path that leaves the root before touching the disk", async () => {
    await write("chunkgate.yml", REGISTRY.replace("evals/retrieval.yaml", "../retrieval.yaml"));
    const error = await rejection(loadRegistry({ root }));
    expect(error).toBeInstanceOf(UserErrors);
    expect(error.format()).toContain("chunkgate.yml:2: `questions` must be a relative file path inside the repository");
  });

  it("passes registry validation errors through, naming the registry file", async () => {
    await write("chunkgate.yml", REGISTRY.replace("version: 1", "version: 9"));
    const error = await rejection(loadRegistry({ root }));
    expect(error.format()).toContain("chunkgate.yml:1: `version` must be `1`");
  });

  it("passes golden-set validation errors through, naming the golden-set file", async () => {
    await write("chunkgate.yml", REGISTRY);
    await write("evals/retrieval.yaml", GOLDEN.replace("question: How", "questoin: How"));
    const error = await rejection(loadRegistry({ root }));
    expect(error.format()).toContain("evals/retrieval.yaml:2: question `q1`: unknown key `questoin`");
  });

  it("still checks the golden set of an invalid registry whose `questions:` is usable, and reports both files' problems", async () => {
    await write("chunkgate.yml", REGISTRY.replace("version: 1", "version: 9"));
    await write("evals/retrieval.yaml", GOLDEN.replace("question: How", "questoin: How"));
    const error = await rejection(loadRegistry({ root }));
    expect(error.format()).toContain("chunkgate.yml:1: `version` must be `1`");
    expect(error.format()).toContain("evals/retrieval.yaml:2: question `q1`: unknown key `questoin`");
  });

  it("reports a registry path that is a directory", async () => {
    await mkdir(path.join(root, "chunkgate.yml"));
    const error = await rejection(loadRegistry({ root }));
    expect(error.message).toContain("`chunkgate.yml` is a directory");
  });

  it("reports a root that does not exist", async () => {
    const error = await rejection(loadRegistry({ root: path.join(root, "missing") }));
    expect(error.message).toContain("is not a directory");
  });
});
