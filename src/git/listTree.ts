import { UserError } from "../errors.js";
import { FETCH_BASE_HINT } from "./mergeBase.js";
import { GitError, runGitBuffer } from "./runGit.js";

/** A commit's tree under a folder: files and links by path, with their blob ids, and the folders. */
export interface CommitTree {
  /** Regular and executable files: path → blob id. */
  files: Map<string, string>;
  /** Symbolic links: path → blob id (the blob holds the link's target). */
  links: Map<string, string>;
  /** Every folder that holds an entry, `""` (the root) included. */
  folders: Set<string>;
  /** Submodules and other entries that are neither files nor links. */
  others: Set<string>;
  /** Paths whose bytes are not valid UTF-8, as Node decodes them (with U+FFFD). */
  badNames: Set<string>;
}

/** Modes of the entries that are documents: regular and executable files. */
const REGULAR_FILE_MODES = new Set(["100644", "100755"]);

/** The entries of `commit`'s tree under `cwd`, as from disk; a commit the repository lacks is a UserError. */
export async function listTree(cwd: string, commit: string): Promise<CommitTree> {
  const unknown = (): UserError => new UserError(`commit \`${commit}\` is not in the repository ${cwd}`, { hint: FETCH_BASE_HINT });
  if (commit.startsWith("-")) throw unknown(); // Never an option.
  let out: Buffer;
  try {
    // Without `--full-tree`, git keeps to `cwd`'s folder and names paths from it.
    out = await runGitBuffer(cwd, ["ls-tree", "-r", "-z", commit], { spool: true });
  } catch (error) {
    if (error instanceof GitError && /not a (valid object|tree object)/i.test(error.stderr)) {
      throw unknown();
    }
    throw error;
  }
  const tree: CommitTree = { files: new Map(), links: new Map(), folders: new Set([""]), others: new Set(), badNames: new Set() };
  // Each path decoded on its own, so a name that is not UTF-8 is marked and the rest read exactly.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (let start = 0; start < out.length; ) {
    let end = out.indexOf(0, start);
    if (end === -1) end = out.length;
    const entry = out.subarray(start, end);
    start = end + 1;
    // `<mode> SP <type> SP <object> TAB <path>`
    const tab = entry.indexOf(0x09);
    if (tab === -1) continue;
    const raw = entry.subarray(tab + 1);
    let full: string;
    try {
      full = decoder.decode(raw);
    } catch {
      full = raw.toString("utf8");
      tree.badNames.add(full);
    }
    addEntry(tree, entry.toString("latin1", 0, tab), full);
  }
  return tree;
}

/** Adds the entry `<mode> SP <type> SP <object>` (`head`) at `path` (relative to the listing's folder) to `tree`. */
function addEntry(tree: CommitTree, head: string, path: string): void {
  // read by position rather than split: one array fewer per entry
  const space = head.indexOf(" ");
  const second = space === -1 ? -1 : head.indexOf(" ", space + 1);
  if (second === -1) return;
  const mode = head.slice(0, space);
  const type = head.slice(space + 1, second);
  const oid = head.slice(second + 1);
  // folders from the deepest up, stopping at one already listed (its own parents were listed with it)
  for (let slash = path.lastIndexOf("/"); slash !== -1; slash = path.lastIndexOf("/", slash - 1)) {
    const folder = path.slice(0, slash);
    if (tree.folders.has(folder)) break;
    tree.folders.add(folder);
    if (slash === 0) break;
  }
  if (type === "blob" && REGULAR_FILE_MODES.has(mode)) tree.files.set(path, oid);
  else if (type === "blob" && mode === "120000") tree.links.set(path, oid);
  else tree.others.add(path);
}
