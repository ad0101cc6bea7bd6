import { UserError } from "../errors.js";
import { FETCH_BASE_HINT } from "./mergeBase.js";
import { GitError, runGit } from "./runGit.js";

/** Modes of the entries that are documents: regular and executable files. */
const REGULAR_FILE_MODES = new Set(["100644", "100755"]);

/**
 * The regular files of `commit`'s tree under `cwd`, as a map from their `/`-separated path
 * relative to `cwd` to blob id: the whole tree is listed once (`git ls-tree -r -z --full-tree`)
 * and kept to `cwd`'s folder (`git rev-parse --show-prefix`), so a corpus root that is a subfolder
 * of its repository (`docs/` with its own chunkgate.yml) reads the same from a commit as from disk.
 * A folder the commit does not have gives an empty map.
 *
 * Symbolic links (mode 120000) and submodules (160000) are left out: a link's blob is its target's
 * name, not a document, and following it would mean resolving paths inside a commit that may point
 * anywhere (selectFiles follows links inside the root; a commit is read without that, on purpose).
 * `-z` keeps paths byte-exact (no quoting). A commit the repository does not have is a UserError
 * with the hint to fetch it.
 */
export async function listTree(cwd: string, commit: string): Promise<Map<string, string>> {
  const unknown = (): UserError => new UserError(`commit \`${commit}\` is not in the repository ${cwd}`, { hint: FETCH_BASE_HINT });
  if (commit.startsWith("-")) throw unknown(); // Never an option.
  let out: string;
  let prefix: string;
  try {
    [out, prefix] = await Promise.all([runGit(cwd, ["ls-tree", "-r", "-z", "--full-tree", commit]), runGit(cwd, ["rev-parse", "--show-prefix"])]);
  } catch (error) {
    if (error instanceof GitError && /not a (valid object|tree object)/i.test(error.stderr)) {
      throw unknown();
    }
    throw error;
  }
  prefix = prefix.trimEnd(); // `fixtures/lumen/`, or empty at the top.
  const files = new Map<string, string>();
  for (const entry of out.split("\0")) {
    // `<mode> SP <type> SP <object> TAB <path>`
    const tab = entry.indexOf("\t");
    if (tab === -1) continue;
    const [mode, type, oid] = entry.slice(0, tab).split(" ");
    const path = entry.slice(tab + 1);
    if (type === "blob" && mode !== undefined && oid !== undefined && REGULAR_FILE_MODES.has(mode) && path.startsWith(prefix)) files.set(path.slice(prefix.length), oid);
  }
  return files;
}
