import path from "node:path";
import type { TreeAccess, TreeEntry } from "../corpus/index.js";
import type { CommitTree } from "./listTree.js";

/** Links followed in one path before it counts as a loop: Linux's limit (ELOOP). */
const MAX_LINK_HOPS = 40;

/**
 * A commit's tree as a TreeAccess, so the crawl reads a commit as it reads the disk: links inside
 * the root are followed, one leaving it is `outside`, a loop or a dangling link `missing`.
 */
export function commitTreeAccess(tree: CommitTree, readLink: (oid: string) => Promise<Buffer>): TreeAccess {
  const listings = new Map<string, TreeEntry[]>();
  const entryKind = (p: string): TreeEntry["kind"] => (tree.files.has(p) ? "file" : tree.links.has(p) ? "link" : tree.folders.has(p) ? "folder" : "other");
  const add = (p: string): void => {
    const slash = p.lastIndexOf("/");
    const folder = slash < 0 ? "" : p.slice(0, slash);
    const name = slash < 0 ? p : p.slice(slash + 1);
    let listing = listings.get(folder);
    if (!listing) listings.set(folder, (listing = []));
    const entry: TreeEntry = tree.badNames.has(p) ? { name, kind: entryKind(p), badName: true } : { name, kind: entryKind(p) };
    listing.push(entry);
  };
  for (const p of [...tree.files.keys(), ...tree.links.keys(), ...tree.others, ...tree.folders]) if (p !== "") add(p);
  // A path under a folder whose name is not UTF-8 is reached through that folder only.
  for (const bad of tree.badNames) {
    const segments = bad.split("/");
    for (let i = 1; i <= segments.length; i++) {
      const prefix = segments.slice(0, i).join("/");
      if (prefix.includes("\uFFFD")) {
        if (!tree.files.has(prefix) && !tree.links.has(prefix)) tree.folders.add(prefix);
        const listing = listings.get(segments.slice(0, i - 1).join("/")) ?? [];
        const name = segments[i - 1] as string;
        const existing = listing.find((e) => e.name === name);
        if (existing) existing.badName = true;
        else listing.push({ name, kind: i === segments.length ? "file" : "folder", badName: true });
        listings.set(segments.slice(0, i - 1).join("/"), listing);
        break;
      }
    }
  }
  const targets = new Map<string, Promise<string>>();
  const targetOf = (link: string): Promise<string> => {
    let target = targets.get(link);
    if (!target) targets.set(link, (target = readLink(tree.links.get(link) as string).then((bytes) => bytes.toString("utf8"))));
    return target;
  };
  return {
    async list(folder) {
      return listings.get(folder) ?? [];
    },
    async resolve(file) {
      let pending = file.split("/").filter((s) => s !== "" && s !== ".");
      const done: string[] = [];
      for (let hops = 0; pending.length > 0; ) {
        const segment = pending.shift() as string;
        if (segment === "..") {
          if (done.length === 0) return { kind: "outside", target: path.posix.join(...done, "..", ...pending) };
          done.pop();
          continue;
        }
        const at = [...done, segment].join("/");
        if (!tree.links.has(at)) {
          done.push(segment);
          continue;
        }
        if (++hops > MAX_LINK_HOPS) return { kind: "missing" };
        const target = await targetOf(at);
        if (target.startsWith("/")) return { kind: "outside", target };
        pending = [...target.split("/").filter((s) => s !== "" && s !== "."), ...pending];
      }
      const real = done.join("/");
      if (tree.files.has(real)) return { kind: "file", real };
      if (tree.folders.has(real)) return { kind: "folder", real };
      return { kind: "missing" };
    },
  };
}
