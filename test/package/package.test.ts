import { existsSync, readFileSync, readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const projectRoot = resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as Record<string, unknown> & { bin: Record<string, string>; files: string[]; engines: { node: string } };

/** Module specifiers a bundle imports or requires that are not relative and not Node's own. */
function externalImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const statements = [...text.matchAll(/^\s*(?:import|export)\b[^;"]*?\bfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"/gm)].map((m) => m[1] ?? m[2]!);
  const calls = [...text.matchAll(/\b(?:import|require)\(\s*"([@a-z][\w@/.:-]*)"\s*\)/g)].map((m) => m[1]!);
  const specifiers = [...statements, ...calls];
  const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
  // fdir asks for picomatch inside try/catch and does without: not a dependency
  return [...new Set(specifiers.filter((s) => !s.startsWith(".") && !builtins.has(s) && s !== "picomatch"))];
}

describe("the package a docs repository installs", () => {
  it("has no runtime dependency: the CLI and the library ship as bundles", () => {
    for (const field of ["dependencies", "optionalDependencies", "peerDependencies", "bundleDependencies"]) expect(pkg[field]).toBeUndefined();
  });

  it("installs the CLI from the committed bundle, which imports nothing but Node's own modules", () => {
    const bin = join(projectRoot, pkg.bin["chunkgate"]!);
    expect(bin).toBe(join(projectRoot, "dist/cli/index.js"));
    expect(readFileSync(bin, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
    const chunks = readdirSync(join(projectRoot, "dist/cli")).filter((f) => f.endsWith(".js"));
    expect(chunks.flatMap((f) => externalImports(join(projectRoot, "dist/cli", f)))).toEqual([]);
    // the action's bundle, @actions included, is not what CLI users install
    expect(pkg.files).not.toContain("dist");
    expect(pkg.files).toEqual(expect.arrayContaining(["dist/cli", "lib", "schema", "docs"]));
  });

  it("asks for the Node the bundles are built for, and no more", () => {
    expect(pkg.engines).toEqual({ node: ">=20" });
    expect(readFileSync(join(projectRoot, "scripts/package.mjs"), "utf8")).toContain('"--target", "es2022"');
  });

  it("is proven by .ci/run: packed, installed offline into a docs repository, run to a verdict", () => {
    const ci = readFileSync(join(projectRoot, ".ci/run"), "utf8");
    expect(ci).toMatch(/npm pack/);
    expect(ci).toMatch(/--offline/);
    expect(ci).toMatch(/chunkgate check/);
    expect(existsSync(join(projectRoot, "scripts/build-lib.mjs"))).toBe(true);
  });
});
