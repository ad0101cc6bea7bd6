import { spawn } from "node:child_process";
import { gitInvocation } from "./runGit.js";

/** How long an idle `git cat-file --batch` stays up before it is closed (and restarted on demand). */
const IDLE_MS = 50;

interface Pending {
  oid: string;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

interface Session {
  request: (oid: string) => Promise<Buffer>;
  /** Ends the process once its queue is empty; false (and nothing done) while reads are pending. */
  closeIfIdle: () => boolean;
  alive: () => boolean;
}

/**
 * Reads git objects' raw bytes through one long-lived `git cat-file --batch`, answers in request order; the
 * process closes when idle, so it never keeps Node alive. A missing object or a dead git rejects.
 */
export function catFileBatch(cwd: string): { read: (oid: string) => Promise<Buffer> } {
  let session: Session | undefined;
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
function startSession(cwd: string, onIdle: () => void): Session {
  const call = gitInvocation(["cat-file", "--batch"]);
  const proc = spawn("git", call.args, { cwd, env: call.env, stdio: ["pipe", "pipe", "pipe"] });
  const queue: Pending[] = [];
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

  const take = (length: number): Buffer => {
    const data = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, buffered);
    const rest = data.subarray(length);
    chunks = rest.length > 0 ? [rest] : [];
    buffered = rest.length;
    return data.subarray(0, length);
  };

  /** Settles every request whose whole answer has arrived; concatenates only when one is complete. */
  const drain = (): void => {
    while (queue.length > 0) {
      if (need === undefined) {
        const first = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, buffered);
        chunks = first.length > 0 ? [first] : [];
        const eol = first.indexOf(0x0a);
        if (eol === -1) return;
        const fields = first.toString("utf8", 0, eol).split(" ");
        if (fields.length !== 3 || fields[1] === "missing") {
          const header = take(eol + 1).toString("utf8").trim();
          const p = queue.shift() as Pending;
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
      (queue.shift() as Pending).resolve(bytes);
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
    closeIfIdle() {
      if (queue.length > 0) return false;
      proc.stdin.end(); // EOF: cat-file exits on its own.
      return true;
    },
    request(oid) {
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ oid, resolve, reject });
        proc.stdin.write(`${oid}\n`);
      });
    },
  };
}
