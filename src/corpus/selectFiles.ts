import { fsFileSource } from "./fsFileSource.js";

/** The regular files under `root` that the globs select, sorted by code unit (as FileSource.select). */
export async function selectFiles(options: { root: string; include: string[]; exclude?: string[] }): Promise<string[]> {
  return (await fsFileSource(options.root).select(options.include, options.exclude ?? [])).paths;
}
