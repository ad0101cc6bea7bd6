/**
 * Whether a repository-relative path (`/` or `\`) lies in a git directory: some segment is `.git`,
 * without case. Nothing there is a document, and `.git/config` may hold a credential, so callers
 * refuse such a path without reading it.
 */
export function inGitDirectory(relativePath: string): boolean {
  return relativePath.split(/[\\/]/).some((segment) => segment.toLowerCase() === ".git");
}
