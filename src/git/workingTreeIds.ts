import type { KnownFile } from "../corpus/index.js";
import { GitError, runGit, runGitBuffer } from "./runGit.js";

/** Attributes under which the working tree's bytes may differ from the stored blob (gitattributes(5)); unset `text` or `crlf` converts nothing. */
const CONVERTING = new Set(["text", "eol", "crlf", "filter", "ident", "working-tree-encoding"]);
const HARMLESS_WHEN_UNSET = new Set(["text", "crlf"]);

/** `git config` boolean spellings of false: core.autocrlf off means no conversion without attributes. */
const FALSE = new Set(["", "false", "no", "off", "0"]);

/** `tag mode id stage` before an entry's tab; SHA-1 ids only (contentHash's), so a SHA-256 repository reads as without git. */
const HEADER = /^[A-Za-z] \d{6} [0-9a-f]{40} \d$/;

/** Ids of files under `root` whose disk bytes are their index blob's (git vouches); empty unless its answer parses. */
export async function workingTreeIds(root: string): Promise<Map<string, KnownFile>> {
  const none = new Map<string, KnownFile>();
  try {
    // `-c -m`: the index's entries, each modified one followed by a `C`-tagged copy
    const [listing, autocrlf] = await Promise.all([
      // megabytes on a large corpus: through a file (see GitCallOptions.spool)
      runGitBuffer(root, ["ls-files", "--stage", "-v", "--debug", "-z", "--cached", "--modified"], { spool: true }),
      // exit 1: not set
      runGit(root, ["config", "--get", "core.autocrlf"]).catch((error: unknown) => (error instanceof GitError && error.exitCode === 1 ? "" : Promise.reject(error))),
    ]);
    if (!FALSE.has(autocrlf.trim().toLowerCase())) return none;
    const files = parseListing(listing.toString("utf8"));
    if (files === undefined) return none;
    if (files.size === 0) return files;
    const attributes = await runGit(root, ["check-attr", "--all", "-z", "--stdin"], { input: [...files.keys()].join("\u0000") + "\u0000" });
    const fields = attributes.split("\u0000");
    // path, attribute, value, ... (a trailing empty field)
    for (let i = 0; i + 2 < fields.length; i += 3) {
      const [path, attribute, value] = [fields[i]!, fields[i + 1]!, fields[i + 2]!];
      if (CONVERTING.has(attribute) && !(HARMLESS_WHEN_UNSET.has(attribute) && value === "unset")) files.delete(path);
    }
    return files;
  } catch {
    return none;
  }
}

/** The entries git vouches for, or undefined when the listing's form is not the one expected. */
function parseListing(text: string): Map<string, KnownFile> | undefined {
  const files = new Map<string, KnownFile>();
  let at = 0;
  while (at < text.length) {
    const tab = text.indexOf("\t", at);
    const nul = tab === -1 ? -1 : text.indexOf("\u0000", tab);
    if (nul === -1 || tab - at !== 51 || !text.startsWith("  ctime: ", nul + 1)) return undefined;
    const size = text.indexOf("\n  size: ", nul);
    const sizeEnd = size === -1 ? -1 : text.indexOf("\t", size);
    const end = sizeEnd === -1 ? -1 : text.indexOf("\n", sizeEnd);
    const header = text.slice(at, tab);
    if (end === -1 || !HEADER.test(header)) return undefined;
    const bytes = Number(text.slice(size + 9, sizeEnd));
    const mode = header.slice(2, 8);
    const tag = header[0];
    // `C`/`c` (modified or deleted) follows the entry's own line: whatever that one said, git no longer vouches for it
    if (tag === "C" || tag === "c") files.delete(text.slice(tab + 1, nul));
    else if (tag === "H" && (mode === "100644" || mode === "100755") && header[51 - 1] === "0" && bytes > 0) {
      files.set(text.slice(tab + 1, nul), { id: header.slice(9, 49), bytes });
    }
    at = end + 1;
  }
  return files;
}
