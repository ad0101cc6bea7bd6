/**
 * Whether a path relative to a repository's root (`/`- or `\`-separated, a real path or the path a
 * user wrote) lies in a git directory: some segment is `.git`, compared without case because macOS
 * and Windows file systems ignore it. That holds the repository's own `.git` and a submodule's.
 * Nothing there is a document, a registry or a golden set, and `.git/config` may hold a credential
 * (actions/checkout writes `http.extraheader` there), so no file under it is ever read: callers
 * refuse such a path, naming it and never quoting the file. A linked worktree's git directory lies
 * outside its root, where no path is read either.
 */
export function inGitDirectory(relativePath: string): boolean {
  return relativePath.split(/[\\/]/).some((segment) => segment.toLowerCase() === ".git");
}
