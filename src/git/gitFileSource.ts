import { decodeDocument, type FileSource } from "../corpus/index.js";
import { catFileBatch } from "./catFileBatch.js";
import { listTree } from "./listTree.js";
import { selectPaths } from "./selectPaths.js";

/**
 * A commit's tree as a FileSource, read from git's objects with no checkout, so the base of a pull
 * request is evaluated beside the head without a second working tree.
 *
 * - Paths are relative to `cwd`, like fsFileSource(cwd): when `cwd` is a subfolder of the
 *   repository, only that folder of the commit is seen.
 * - The tree is listed once (`git ls-tree -r`, cached) and only regular files count: symbolic links
 *   and submodules are skipped, never followed (see listTree). This is the one difference from
 *   fsFileSource, whose selectFiles follows links that stay inside the root.
 * - `select` has selectFiles' semantics on that list (see selectPaths), including the UserErrors
 *   for absolute and `..` patterns.
 * - `read` answers `undefined` for a path that is not a regular file of the tree, and otherwise
 *   decodes the committed bytes with decodeDocument (binary or non-UTF-8 → UserError, as on disk).
 *   Bytes come from one long-lived `git cat-file --batch` (see catFileBatch), by blob id. Measured
 *   on 400 documents of the otel-docs corpus (3 MB) on a 2-core runner: about 0.1 s, against
 *   about 2.6 s for one `git show <commit>:<path>` per file (2.5 s with 16 in parallel), because a
 *   process start costs more than reading a document.
 *
 * `commit` should be a full sha (see resolveCommit): the label is `git:` and its first 12 digits,
 * and a branch name could move while the check runs. An unknown commit is a UserError on first use.
 */
export function gitFileSource(options: { cwd: string; commit: string }): FileSource {
  const { cwd, commit } = options;
  let tree: Promise<Map<string, string>> | undefined;
  const files = (): Promise<Map<string, string>> => (tree ??= listTree(cwd, commit));
  const objects = catFileBatch(cwd);
  return {
    label: `git:${/^[0-9a-f]{40,64}$/.test(commit) ? commit.slice(0, 12) : commit}`,
    async select(include, exclude) {
      return selectPaths((await files()).keys(), include, exclude);
    },
    async read(path) {
      const oid = (await files()).get(path);
      return oid === undefined ? undefined : decodeDocument(await objects.read(oid), path);
    },
    async load(path) {
      const oid = (await files()).get(path);
      return oid === undefined ? undefined : { id: oid, text: async () => decodeDocument(await objects.read(oid), path) };
    },
  };
}
