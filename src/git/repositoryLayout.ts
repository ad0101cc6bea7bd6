import { realpath } from "node:fs/promises";
import { relative, sep } from "node:path";
import { runGit } from "./runGit.js";

/** Where the root sits in the repository, so paths can be told from the root or from the top. */
export interface RepositoryLayout {
  /** The git work tree's top folder, or null when the root is not in a git repository. */
  gitTop: string | null;
  /** The root's path from the repository's top, `/`-separated; `""` when the root is the top. */
  rootPrefix: string;
}

/** The layout of `root`: its git top folder, else `workspace` stands for the top, both resolved through links. */
export async function repositoryLayout(root: string, workspace: string): Promise<RepositoryLayout> {
  const gitTop = await runGit(root, ["rev-parse", "--show-toplevel"]).then(
    (out) => out.trim(),
    () => null,
  );
  const top = await realpath(gitTop ?? workspace).catch(() => gitTop ?? workspace);
  const real = await realpath(root).catch(() => root);
  const prefix = relative(top, real).split(sep).join("/");
  return { gitTop, rootPrefix: prefix.startsWith("..") ? "" : prefix };
}

/** `path` (relative to the root) as a path from the repository's top. */
export function fromTop(layout: Pick<RepositoryLayout, "rootPrefix">, path: string): string {
  return layout.rootPrefix === "" ? path : `${layout.rootPrefix}/${path}`;
}
