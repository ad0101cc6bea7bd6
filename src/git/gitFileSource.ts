import { decodeDocument, selectInTree, type CrawlCache, type FileSource, type TreeAccess } from "../corpus/index.js";
import { catFileBatch } from "./catFileBatch.js";
import { commitTreeAccess } from "./commitTreeAccess.js";
import { listTree, type CommitTree } from "./listTree.js";

/**
 * A commit's tree as a FileSource, read from git's objects with no checkout, so the base of a pull
 * request is evaluated beside the head without a second working tree.
 *
 * - Paths are relative to `cwd`, like fsFileSource(cwd): when `cwd` is a subfolder of the
 *   repository, only that folder of the commit is seen.
 * - The tree is listed once (`git ls-tree -r`, cached) and selected with the very crawl that reads
 *   the working tree (selectInTree over commitTreeAccess): symbolic links inside the root are
 *   followed, links leaving it are UserErrors, loops and names that are not UTF-8 are warnings, so
 *   the same tree gives the same documents on both sides of a pull request. Submodules are skipped.
 * - `read` answers `undefined` for a path that is not a file of the selection or the tree, and
 *   otherwise decodes the committed bytes with decodeDocument (binary, UTF-16 or non-UTF-8 →
 *   UserError, as on disk). Bytes come from one long-lived `git cat-file --batch` (see
 *   catFileBatch), by blob id, because a process per file costs more than reading the document.
 *
 * `commit` should be a full sha (see resolveCommit): the label is `git:` and its first 12 digits,
 * and a branch name could move while the check runs. An unknown commit is a UserError on first use.
 */
export function gitFileSource(options: { cwd: string; commit: string }): FileSource {
  const { cwd, commit } = options;
  const objects = catFileBatch(cwd);
  let tree: Promise<{ tree: CommitTree; access: TreeAccess }> | undefined;
  const listed = () =>
    (tree ??= listTree(cwd, commit).then((t) => ({ tree: t, access: commitTreeAccess(t, (oid) => objects.read(oid)) })));
  const crawls: CrawlCache = new Map();
  // Files selected through a link, by the path the globs saw: their blob is the target's.
  const selected = new Map<string, string>();
  const oidOf = async (path: string): Promise<string | undefined> => selected.get(path) ?? (await listed()).tree.files.get(path);
  return {
    label: `git:${/^[0-9a-f]{40,64}$/.test(commit) ? commit.slice(0, 12) : commit}`,
    async select(include, exclude) {
      const { tree: t, access } = await listed();
      const selection = await selectInTree({ access, include, exclude, crawls });
      for (const file of selection.files) selected.set(file.path, t.files.get(file.real) as string);
      return { paths: selection.files.map((file) => file.path), warnings: selection.warnings, skipped: selection.skipped };
    },
    async read(path) {
      const oid = await oidOf(path);
      return oid === undefined ? undefined : decodeDocument(await objects.read(oid), path);
    },
    async load(path) {
      const oid = await oidOf(path);
      return oid === undefined ? undefined : { id: oid, text: async () => decodeDocument(await objects.read(oid), path) };
    },
    async contentIds(paths) {
      const { files } = (await listed()).tree;
      return paths.map((path) => selected.get(path) ?? files.get(path));
    },
  };
}
