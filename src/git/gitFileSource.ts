import { decodeDocument, selectInTree, type CrawlCache, type FileSource, type TreeAccess } from "../corpus/index.js";
import { catFileBatch } from "./catFileBatch.js";
import { commitTreeAccess } from "./commitTreeAccess.js";
import { listTree, type CommitTree } from "./listTree.js";

/**
 * A commit's tree under `cwd` as a FileSource, selected by the same crawl and decoded as the working tree, so both
 * sides of a pull request read alike. An unknown `commit` is a UserError on first use.
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
