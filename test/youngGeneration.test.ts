import { spawnSync } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareCorpus } from "../src/chunking/index.js";
import type { FileSource } from "../src/corpus/fileSource.js";
import { loadCorpus } from "../src/corpus/loadCorpus.js";
import { openRunCache } from "../src/usecases/check/runCache.js";
import { growYoungGenerationFor, holdYoungGeneration, letYoungGenerationGrow, SMALL_RUN_DOCUMENTS } from "../src/youngGeneration.js";
import { buildDocument } from "./helpers/buildDocument.js";
import { tempDir } from "./helpers/tempDir.js";

// the flags each call set, in order (holdYoungGeneration given this recorder)
let set: string[] = [];
const record = (flags: string): void => {
  set.push(flags);
};

afterEach(() => {
  letYoungGenerationGrow(); // never leaves the module holding for the next test
  set = [];
});

/** A FileSource of `count` small distinct Markdown files, served from memory. */
function markdownFiles(count: number): FileSource {
  const files = new Map(Array.from({ length: count }, (_, i) => [`doc-${String(i).padStart(3, "0")}.md`, `# Page ${i}\n\nText ${i}.\n`]));
  return {
    label: "memory",
    select: async (include) => ({ paths: [...files.keys()].filter((p) => include.includes("*.md") || include.includes(p)).sort(), warnings: [], skipped: [] }),
    read: async (file) => files.get(file),
  };
}

describe("holdYoungGeneration", () => {
  it("sets a growth factor of 1, and letYoungGenerationGrow sets V8's default of 2 back, once", () => {
    expect(holdYoungGeneration([], "", record)).toBe(true);
    expect(set).toEqual(["--semi-space-growth-factor=1"]);
    letYoungGenerationGrow();
    letYoungGenerationGrow();
    expect(set).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
  });

  it("leaves a young generation flag the process was started with alone, in its arguments or NODE_OPTIONS, spelled with - or _", () => {
    expect(holdYoungGeneration(["--max-semi-space-size=4"], "", record)).toBe(false);
    expect(holdYoungGeneration(["--min_semi_space_size=2"], "", record)).toBe(false);
    expect(holdYoungGeneration([], "--max-old-space-size=4096 --semi-space-growth-factor=4", record)).toBe(false);
    letYoungGenerationGrow(); // nothing held: sets nothing
    expect(set).toEqual([]);
  });

  it("lets it grow for a step of more than SMALL_RUN_DOCUMENTS documents, not for fewer", () => {
    holdYoungGeneration([], "", record);
    growYoungGenerationFor(SMALL_RUN_DOCUMENTS);
    expect(set).toEqual(["--semi-space-growth-factor=1"]);
    growYoungGenerationFor(SMALL_RUN_DOCUMENTS + 1);
    expect(set).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
  });

  it("holds this very V8's young generation at its initial size, and lets it grow after, with nothing on stderr", async () => {
    // survivors enough to grow the young generation many times over; new space = both semi-spaces
    const script = `
      const { holdYoungGeneration, letYoungGenerationGrow } = await import(${JSON.stringify(path.resolve("src/youngGeneration.ts"))});
      const v8 = await import("node:v8");
      const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
      const churn = () => { let kept = []; for (let i = 0; i < 3e6; i++) { kept.push({ i }); if (kept.length > 200000) kept = []; } };
      const start = newSpace();
      holdYoungGeneration([], "");
      churn();
      const held = newSpace();
      letYoungGenerationGrow();
      churn();
      console.log(JSON.stringify({ start, held, grown: newSpace() }));`;
    // tsx keeps its compile cache in the temp folder: the child's is one removed with the test's
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", env: { ...process.env, TMPDIR: await tempDir("young-child") } });
    expect([child.status, child.stderr]).toEqual([0, ""]);
    const { start, held, grown } = JSON.parse(child.stdout) as { start: number; held: number; grown: number };
    expect(held).toBeLessThanOrEqual(2 * start);
    expect(grown).toBeGreaterThanOrEqual(8 * held);
  });
});

describe("where a run proves not small", () => {
  it("opening no cache, or a cache folder not yet made, lets the young generation grow; a folder that exists does not", async () => {
    const root = await tempDir("young");
    holdYoungGeneration([], "", record);
    openRunCache({ root, dir: path.join(root, "warm"), warn: () => {} }); // does not exist yet
    expect(set).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);

    set = [];
    await mkdir(path.join(root, "warm"));
    holdYoungGeneration([], "", record);
    openRunCache({ root, dir: path.join(root, "warm"), warn: () => {} });
    expect(set).toEqual(["--semi-space-growth-factor=1"]);

    letYoungGenerationGrow();
    set = [];
    holdYoungGeneration([], "", record);
    openRunCache({ root, dir: path.join(root, "warm"), disabled: true, warn: () => {} });
    expect(set).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
  });

  it("loadCorpus lets it grow once it has parsed more than SMALL_RUN_DOCUMENTS files, not before", async () => {
    holdYoungGeneration([], "", record);
    await loadCorpus({ files: markdownFiles(SMALL_RUN_DOCUMENTS), include: ["*.md"] });
    expect(set).toEqual(["--semi-space-growth-factor=1"]);
    const { documents } = await loadCorpus({ files: markdownFiles(SMALL_RUN_DOCUMENTS + 1), include: ["*.md"] });
    expect(documents).toHaveLength(SMALL_RUN_DOCUMENTS + 1);
    expect(set).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
  });

  it("prepareCorpus lets it grow for more than SMALL_RUN_DOCUMENTS documents, not for a pull request's few", async () => {
    const documents = Array.from({ length: SMALL_RUN_DOCUMENTS + 1 }, (_, i) => buildDocument({ path: `d${i}.md`, title: `D${i}`, sections: [{ heading: [`D${i}`], blocks: [[`Line ${i}.`]] }] }));
    holdYoungGeneration([], "", record);
    await prepareCorpus(documents.slice(0, 5), "o200k_base");
    expect(set).toEqual(["--semi-space-growth-factor=1"]);
    await prepareCorpus(documents, "o200k_base");
    expect(set).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
  });
});
