/** Whether a relative path has a `.git` segment (any case): `.git/config` may hold a credential, so callers refuse it unread. */
export function inGitDirectory(relativePath: string): boolean {
  return relativePath.split(/[\\/]/).some((segment) => segment.toLowerCase() === ".git");
}
