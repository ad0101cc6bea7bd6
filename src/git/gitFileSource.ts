import { spawn } from "node:child_process";
import path from "node:path";
import { decodeDocument, selectInTree, type CrawlCache, type FileSource, type TreeAccess, type TreeEntry } from "../corpus/index.js";
import { listTree, type CommitTree } from "./listTree.js";
import { gitInvocation } from "./runGit.js";

/** A commit's tree under `cwd` as a FileSource, crawled and decoded as the working tree, so both sides read alike. */
export function gitFileSource(options: { cwd: string; commit: string }): FileSource {
  const { cwd, commit } = options;
  const objects = catFileBatch(cwd);
  let tree: Promise<{ tree: CommitTree; access: TreeAccess }> | undefined;
  const listed = () =>
    (tree ??= listTree(cwd, commit).then((t) => ({ tree: t, access: commitTreeAccess(t, (oid) => objects.read(oid)) })));
  const crawls: CrawlCache = new Map();
  // Files selected through a link, by the path the globs saw: their blob is the target's.
  const selected = new Map<string, string>();
  const load: NonNullable<FileSource["load"]> = async (path) => {
    const oid = selected.get(path) ?? (await listed()).tree.files.get(path);
    return oid === undefined ? undefined : { id: oid, text: async () => decodeDocument(await objects.read(oid), path) };
  };
  return {
    label: `git:${/^[0-9a-f]{40,64}$/.test(commit) ? commit.slice(0, 12) : commit}`,
    async select(include, exclude) {
      const { tree: t, access } = await listed();
      const selection = await selectInTree({ access, include, exclude, crawls });
      for (const file of selection.files) selected.set(file.path, t.files.get(file.real) as string);
      return { paths: selection.files.map((file) => file.path), warnings: selection.warnings, skipped: selection.skipped };
    },
    read: async (path) => (await load(path))?.text(),
    load,
    async contentIds(paths) {
      const { files } = (await listed()).tree;
      return paths.map((path) => selected.get(path) ?? files.get(path));
    },
  };
}

/** Links followed in one path before it counts as a loop: Linux's limit (ELOOP). */
const MAX_LINK_HOPS = 40;

/** A commit's tree as a TreeAccess: links inside the root followed, one leaving it `outside`, a loop `missing`. */
export function commitTreeAccess(tree: CommitTree, readLink: (oid: string) => Promise<Buffer>): TreeAccess {
  const listings = new Map<string, TreeEntry[]>();
  const entryKind = (p: string): TreeEntry["kind"] => (tree.files.has(p) ? "file" : tree.links.has(p) ? "link" : tree.folders.has(p) ? "folder" : "other");
  for (const p of [...tree.files.keys(), ...tree.links.keys(), ...tree.others, ...tree.folders]) {
    if (p === "") continue;
    const slash = p.lastIndexOf("/");
    const folder = slash < 0 ? "" : p.slice(0, slash);
    const name = slash < 0 ? p : p.slice(slash + 1);
    let listing = listings.get(folder);
    if (!listing) listings.set(folder, (listing = []));
    listing.push(tree.badNames.has(p) ? { name, kind: entryKind(p), badName: true } : { name, kind: entryKind(p) });
  }
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

/** How long an idle `git cat-file --batch` stays up before it is closed (and restarted on demand). */
const IDLE_MS = 50;

/** Git objects' bytes via one `git cat-file --batch`, closed when idle so it never keeps Node alive; a miss rejects. */
export function catFileBatch(cwd: string): { read: (oid: string) => Promise<Buffer> } {
  let session: ReturnType<typeof startSession> | undefined;
  let idle: NodeJS.Timeout | undefined;
  const onIdle = (): void => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (session?.closeIfIdle()) session = undefined;
    }, IDLE_MS);
  };
  return {
    read(oid) {
      clearTimeout(idle);
      if (!session?.alive()) session = startSession(cwd, onIdle);
      return session.request(oid);
    },
  };
}

/** One cat-file process with its own queue, so a closing process never settles a newer one's reads. */
function startSession(cwd: string, onIdle: () => void) {
  const call = gitInvocation(["cat-file", "--batch"]);
  const proc = spawn("git", call.args, { cwd, env: call.env, stdio: ["pipe", "pipe", "pipe"] });
  const queue: Array<{ oid: string; resolve: (bytes: Buffer) => void; reject: (error: Error) => void }> = [];
  let chunks: Buffer[] = [];
  let buffered = 0;
  /** Bytes the head of the queue needs (header, object, newline) once its header has been read. */
  let need: { headerEnd: number; size: number } | undefined;
  let stderr = "";
  let exited = false;

  const fail = (why: string): void => {
    exited = true;
    for (const p of queue.splice(0)) p.reject(new Error(`git cat-file --batch ${why} before answering ${p.oid}${stderr.trim() ? `: ${stderr.trim()}` : ""}`));
  };

  // the bytes received, as one buffer
  const joined = (): Buffer => {
    if (chunks.length !== 1) chunks = [Buffer.concat(chunks, buffered)];
    return chunks[0]!;
  };
  const take = (length: number): Buffer => {
    const data = joined();
    const rest = data.subarray(length);
    chunks = rest.length > 0 ? [rest] : [];
    buffered = rest.length;
    return data.subarray(0, length);
  };

  /** Settles every request whose whole answer has arrived; concatenates only when one is complete. */
  const drain = (): void => {
    while (queue.length > 0) {
      if (need === undefined) {
        const first = joined();
        const eol = first.indexOf(0x0a);
        if (eol === -1) return;
        const fields = first.toString("utf8", 0, eol).split(" ");
        if (fields.length !== 3 || fields[1] === "missing") {
          const header = take(eol + 1).toString("utf8").trim();
          const p = queue.shift()!;
          p.reject(new Error(`git cat-file: object ${p.oid} ${fields[1] === "missing" ? "is missing" : `gave an unexpected answer "${header}"`}`));
          continue;
        }
        need = { headerEnd: eol + 1, size: Number(fields[2]) };
      }
      if (buffered < need.headerEnd + need.size + 1) return; // The object's bytes are still arriving.
      const answer = take(need.headerEnd + need.size + 1);
      // Copy: the slice would otherwise pin the whole concatenated chunk in memory.
      const bytes = Buffer.from(answer.subarray(need.headerEnd, need.headerEnd + need.size));
      need = undefined;
      queue.shift()!.resolve(bytes);
    }
    onIdle();
  };

  proc.stdout.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    buffered += chunk.length;
    drain();
  });
  proc.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  proc.stdin.on("error", () => {}); // Reported through the exit below.
  proc.on("error", (error) => fail(`could not run (${error.message})`));
  proc.on("close", (code, signal) => fail(`exited (${signal ?? `code ${code}`})`));

  return {
    alive: () => !exited && proc.stdin.writable,
    // ends the process once its queue is empty; false (and nothing done) while reads are pending
    closeIfIdle(): boolean {
      if (queue.length > 0) return false;
      proc.stdin.end(); // EOF: cat-file exits on its own.
      return true;
    },
    request(oid: string): Promise<Buffer> {
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ oid, resolve, reject });
        proc.stdin.write(`${oid}\n`);
      });
    },
  };
}
