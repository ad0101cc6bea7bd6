import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { globSync } from "tinyglobby";
import { describe, expect, it } from "vitest";

const projectRoot = resolve(import.meta.dirname, "../..");
const pages = ["README.md", ...globSync("docs/*.md", { cwd: projectRoot })].sort();
const read = (page: string) => readFileSync(join(projectRoot, page), "utf8");

/** The anchors GitHub gives a page's headings (lower case, punctuation but `-` and `_` dropped, spaces as dashes). */
function anchors(page: string): Set<string> {
  const text = read(page).replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]!.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "").replace(/ /g, "-")));
}

describe("the documentation", () => {
  it("keeps the README short: what it is, adopting it, the two development commands, links", () => {
    const readme = read("README.md");
    expect(readme.split("\n").length).toBeLessThanOrEqual(300);
    expect(readme).toContain("npm ci && npm start");
    expect(readme).toContain("npm test");
  });

  it("never shows `npx chunkgate` where npx would have to fetch it from a registry it is not in", () => {
    for (const page of pages) expect(read(page).match(/npx chunkgate\b/g) ?? [], page).toEqual([]);
  });

  it.each(pages)("%s links only to pages and headings that exist", (page) => {
    const links = [...read(page).replace(/```[\s\S]*?```/g, "").matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
    for (const link of links) {
      const [path, anchor] = link.split("#") as [string, string | undefined];
      const target = path === "" ? page : join(dirname(page), path);
      expect(existsSync(join(projectRoot, target)), `${page} → ${link}`).toBe(true);
      if (anchor !== undefined && target.endsWith(".md")) expect(anchors(target).has(anchor), `${page} → ${link}`).toBe(true);
    }
  });
});
