import { readFile } from "node:fs/promises";
import path from "node:path";
import { glob } from "tinyglobby";

/** The raw texts of a corpus as a plain pipeline sees them: no parsing, no validation. */
export interface RawFiles {
  paths: string[];
  texts: string[];
  bytes: number;
}

const CONCURRENCY = 16;

/**
 * Globs and reads files as UTF-8, paths sorted by code unit (the engine's order), with the same
 * read concurrency as the engine's loader, so "load" compares parsing, not I/O strategy. This is the
 * peer pipeline's load step and also the harness's inventory (bytes, largest files).
 */
export async function readRawFiles(options: { root: string; include: string[]; exclude: string[] }): Promise<RawFiles> {
  const found = await glob(options.include, { cwd: options.root, ignore: options.exclude, onlyFiles: true, expandDirectories: false });
  const paths = found.map((p) => p.split(path.sep).join("/")).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const texts = new Array<string>(paths.length);
  let bytes = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < paths.length; i = next++) {
      const buffer = await readFile(path.join(options.root, paths[i]!));
      bytes += buffer.length;
      texts[i] = buffer.toString("utf8");
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, paths.length) }, worker));
  return { paths, texts, bytes };
}
