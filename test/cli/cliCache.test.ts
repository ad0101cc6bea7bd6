import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/runCli.js";
import type { CliIo } from "../../src/cli/io.js";
import { tempDir } from "../helpers/tempDir.js";
import { tempFixture } from "../helpers/tempRepo.js";

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function lumen(): Promise<string> {
  const dir = await tempFixture("lumen");
  made.push(dir);
  return dir;
}

/** The user cache folder of these tests' runs (XDG_CACHE_HOME), so none writes to the real one. */
let userCache = "";
beforeEach(async () => {
  userCache = await tempDir("xdg");
});

/** Runs the CLI in-process from `cwd` with no cache folder from the environment (the default applies). */
async function cli(argv: string[], cwd: string, options: { isTTY?: boolean; cacheDir?: string } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), isTTY: options.isTTY ?? false, cwd, env: { XDG_CACHE_HOME: userCache }, writeFile: async () => {}, ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}) };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

const files = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);

describe("the CLI's cache of prepared documents", () => {
  it("lives in the user's cache folder by default, not in the checkout, and a warm run prints exactly what a cold one did", async () => {
    const root = await lumen();
    const cold = await cli(["check"], root);
    expect(cold.code).toBe(0);
    expect(files(path.join(userCache, "chunkgate", "documents")).length).toBeGreaterThan(0);
    expect(existsSync(path.join(root, ".chunkgate"))).toBe(false);
    const warm = await cli(["check"], root);
    expect(warm).toEqual(cold);
    const uncached = await cli(["check", "--no-cache"], root);
    expect(uncached).toEqual(cold);
  });

  it("says on a terminal how many documents it reused (and nothing when output is piped)", async () => {
    const root = await lumen();
    const cold = await cli(["check"], root, { isTTY: true });
    const shown = path.join(userCache, "chunkgate");
    expect(cold.stderr).toContain(`chunkgate: cache ${shown}: 0 of 30 documents reused, 30 prepared and stored\n`);
    const warm = await cli(["check"], root, { isTTY: true });
    expect(warm.stderr).toContain(`chunkgate: cache ${shown}: 30 of 30 documents reused, 0 prepared and stored\n`);
    expect((await cli(["check"], root)).stderr).not.toContain("cache");
  });

  it("writes nothing with --no-cache", async () => {
    const root = await lumen();
    expect((await cli(["check", "--no-cache"], root)).code).toBe(0);
    expect(existsSync(path.join(root, ".chunkgate"))).toBe(false);
    expect(existsSync(path.join(userCache, "chunkgate"))).toBe(false);
  });

  it("uses --cache-dir relative to the working directory", async () => {
    const root = await lumen();
    const elsewhere = await mkdtemp(path.join(tmpdir(), "chunkgate-cwd-"));
    made.push(elsewhere);
    const result = await cli(["check", "--root", root, "--cache-dir", "my-cache"], elsewhere);
    expect(result.code).toBe(0);
    expect(files(path.join(elsewhere, "my-cache", "documents")).length).toBeGreaterThan(0);
    expect(existsSync(path.join(root, ".chunkgate"))).toBe(false);
  });

  it("uses CHUNKGATE_CACHE_DIR when the command line names no folder, and --cache-dir over it", async () => {
    const root = await lumen();
    const shared = await mkdtemp(path.join(tmpdir(), "chunkgate-shared-"));
    made.push(shared);
    expect((await cli(["check"], root, { cacheDir: shared })).code).toBe(0);
    expect(files(path.join(shared, "documents")).length).toBeGreaterThan(0);
    expect((await cli(["check", "--cache-dir", "own"], root, { cacheDir: shared })).code).toBe(0);
    expect(files(path.join(root, "own", "documents")).length).toBeGreaterThan(0);
    expect(existsSync(path.join(root, ".chunkgate"))).toBe(false);
  });

  it("refuses --cache-dir together with --no-cache", async () => {
    const root = await lumen();
    const result = await cli(["check", "--no-cache", "--cache-dir", "x"], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--cache-dir and --no-cache contradict each other");
  });
});
