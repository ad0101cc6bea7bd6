import { fsFileSource } from "./fsFileSource.js";

/**
 * The regular files under `root` that `include` selects and `exclude` does not, sorted by code unit; a bad
 * pattern or a link leaving `root` is a UserError, dotfiles match only when named.
 */
export async function selectFiles(options: { root: string; include: string[]; exclude?: string[] }): Promise<string[]> {
  return (await fsFileSource(options.root).select(options.include, options.exclude ?? [])).paths;
}
