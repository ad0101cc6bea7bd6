import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { globSync } from "tinyglobby";
import { parseDocument } from "../../src/corpus/parseDocument.js";
import type { Document } from "../../src/corpus/types.js";
import { brokenInvariants } from "./invariants.js";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The shared real corpora (never copied into the project); absent on machines without them. */
export const corporaDir = path.resolve(projectRoot, "../shared/corpora");

/** True when the named corpus is missing; logs why its tests are skipped. */
export function corpusMissing(name: string): boolean {
  const missing = !existsSync(path.join(corporaDir, name));
  if (missing) console.warn(`[corpus tests] skipping ${name}: ${path.join(corporaDir, name)} is absent (real-corpus checks need ../shared/corpora next to the project)`);
  return missing;
}

export interface CorpusRun {
  documents: Document[];
  warnings: string[];
  /** Files whose invariants broke, with the first problems. */
  broken: string[];
  parseMs: number;
  bytes: number;
}

/**
 * Parses the files of one corpus (all, or `sample` of them spread evenly over the sorted list, so
 * the sample is deterministic) and checks the structural invariants of every result.
 */
export function parseCorpus(name: string, pattern: string, sample?: number): CorpusRun {
  const root = path.join(corporaDir, name);
  let files = globSync(pattern, { cwd: root, ignore: ["SOURCE.md"] }).sort();
  if (sample !== undefined && files.length > sample) {
    const step = files.length / sample;
    files = Array.from({ length: sample }, (_, i) => files[Math.floor(i * step)] as string);
  }
  const documents: Document[] = [];
  const warnings: string[] = [];
  const broken: string[] = [];
  let parseMs = 0;
  let bytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(root, file), "utf8");
    bytes += content.length;
    const started = performance.now();
    const result = parseDocument({ path: file, content });
    parseMs += performance.now() - started;
    documents.push(result.document);
    warnings.push(...result.warnings);
    const problems = brokenInvariants(result.document, content);
    if (problems.length > 0) broken.push(`${file}: ${problems.slice(0, 3).join("; ")}`);
  }
  return { documents, warnings, broken, parseMs, bytes };
}

/** Every non-code line that was indexed, with where it came from. */
export function proseLines(documents: Document[]): Array<{ path: string; line: number; text: string }> {
  return documents.flatMap((d) =>
    d.sections.flatMap((s) => s.blocks.filter((b) => b.kind !== "code").flatMap((b) => b.lines.map((text, i) => ({ path: d.path, line: b.startLine + i, text })))),
  );
}
