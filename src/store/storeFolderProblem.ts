import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * Why the store folder `dir` must not be used (git tracks a file in it, it holds or is reached below `root` through a
 * link or special file: a pull request could have written it), or null. Reads only; never throws.
 */
export function storeFolderProblem(dir: string, root: string): string | null {
  const fromRoot = path.relative(root, dir);
  const inside = fromRoot !== "" && !fromRoot.startsWith("..") && !path.isAbsolute(fromRoot);
  const steps = inside ? fromRoot.split(path.sep).map((_, i, parts) => path.join(root, ...parts.slice(0, i + 1))) : [dir];
  for (const step of steps) {
    const kind = kindOf(step);
    if (kind === "missing") return null; // nothing there yet: the store makes plain folders as it writes
    if (kind !== "folder") return `${path.relative(root, step) || step} is ${kind === "link" ? "a symbolic link" : "not a folder"}`;
  }
  const odd = firstNotPlain(dir, "");
  if (odd !== null) return `it holds ${odd.kind === "link" ? "a symbolic link" : "something that is neither a file nor a folder"} (${odd.path})`;
  const tracked = firstTracked(dir);
  if (tracked !== null) return `git tracks ${tracked} in it`;
  return null;
}

type Kind = "missing" | "folder" | "file" | "link" | "other";

function kindOf(file: string): Kind {
  try {
    const stat = lstatSync(file);
    return stat.isSymbolicLink() ? "link" : stat.isDirectory() ? "folder" : stat.isFile() ? "file" : "other";
  } catch {
    return "missing";
  }
}

/** The first entry under `dir` that is neither a regular file nor a folder, depth first, without following links. */
function firstNotPlain(dir: string, relative: string): { path: string; kind: Kind } | null {
  let entries;
  try {
    entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
  } catch {
    return null;
  }
  for (const entry of entries) {
    const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) {
      const found = firstNotPlain(dir, child);
      if (found !== null) return found;
    } else if (!entry.isFile()) return { path: child, kind: entry.isSymbolicLink() ? "link" : "other" };
  }
  return null;
}

/** The first file git tracks under `dir` (relative to it), or null when none or when `dir` is in no repository. */
function firstTracked(dir: string): string | null {
  if (!existsSync(dir)) return null;
  const listed = spawnSync("git", ["-c", "core.quotepath=off", "ls-files", "-z", "--", "."], { cwd: dir, env: { ...process.env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0" }, maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0 || !listed.stdout) return null;
  const first = listed.stdout.toString("utf8").split("\0")[0];
  return first ? first : null;
}
