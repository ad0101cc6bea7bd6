import { parsePatchRanges } from "./parsePatchRanges.js";
import type { ChangedFile } from "./changedFile.js";

/** The files of a `git diff`, in diff order, with status and line ranges; git's C-quoted paths unquoted. */
export function parseUnifiedDiff(diff: string): ChangedFile[] {
  const lines = diff.split("\n");
  const files: ChangedFile[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!(lines[i] as string).startsWith("diff --git ")) {
      i++;
      continue;
    }
    const header = headerPaths((lines[i] as string).slice("diff --git ".length));
    let status: ChangedFile["status"] = "modified";
    let oldPath: string | undefined;
    let newPath: string | undefined;
    let renameFrom: string | undefined;
    let renameTo: string | undefined;
    for (i++; i < lines.length; i++) {
      const line = lines[i] as string;
      if (line.startsWith("@@") || line.startsWith("diff --git ")) break;
      if (line.startsWith("new file mode ")) status = "added";
      else if (line.startsWith("deleted file mode ")) status = "removed";
      else if (line.startsWith("rename from ")) renameFrom = unquoteGitPath(line, "rename from ".length).path;
      else if (line.startsWith("rename to ")) renameTo = unquoteGitPath(line, "rename to ".length).path;
      else if (line.startsWith("--- ")) oldPath = sidePath(line.slice(4), "a/");
      else if (line.startsWith("+++ ")) newPath = sidePath(line.slice(4), "b/");
    }
    const hunksStart = i;
    while (i < lines.length && !(lines[i] as string).startsWith("diff --git ")) i++;
    const { headRanges, baseRanges } = parsePatchRanges(lines.slice(hunksStart, i).join("\n"));

    const before = renameFrom ?? oldPath ?? header.a;
    const after = renameTo ?? newPath ?? header.b;
    if (renameFrom !== undefined && renameTo !== undefined) status = "renamed";
    const file: ChangedFile = {
      path: status === "removed" ? before : after,
      status,
      headRanges: status === "removed" ? [] : headRanges,
      baseRanges: status === "added" ? [] : baseRanges,
    };
    if (status === "renamed") file.previousPath = before;
    files.push(file);
  }
  return files;
}

/** The path on a `---`/`+++` line: `/dev/null` is none; git appends a tab to a bare name with a space. */
function sidePath(text: string, prefix: string): string | undefined {
  if (text === "/dev/null") return undefined;
  const { path } = unquoteGitPath(text.endsWith("\t") ? text.slice(0, -1) : text);
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** Both paths of a `diff --git a/<old> b/<new>` header, prefixes removed. */
function headerPaths(rest: string): { a: string; b: string } {
  let a: string;
  let b: string;
  if (rest.startsWith('"')) {
    const first = unquoteGitPath(rest);
    a = first.path;
    b = unquoteGitPath(rest, first.end + 1).path;
  } else if (rest.includes('"')) {
    // A bare name has no `"`, so the first one opens the quoted second name.
    const quote = rest.indexOf('"');
    a = rest.slice(0, quote - 1);
    b = unquoteGitPath(rest, quote).path;
  } else {
    // Both bare: the same name twice unless renamed (and renames name their paths on other lines).
    const half = (rest.length - 1) / 2;
    const same = Number.isInteger(half) && rest[half] === " " && rest.slice(2, half) === rest.slice(half + 3);
    const split = same ? half : rest.indexOf(" b/");
    a = split < 0 ? rest : rest.slice(0, split);
    b = split < 0 ? rest : rest.slice(split + 1);
  }
  return { a: a.replace(/^a\//, ""), b: b.replace(/^b\//, "") };
}

const ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };

/** A path as git prints it in diff headers, from `text[from]`, C-quoted or bare, and the index past it. */
function unquoteGitPath(text: string, from = 0): { path: string; end: number } {
  if (text[from] !== '"') return { path: text.slice(from), end: text.length };
  const bytes: number[] = [];
  let i = from + 1;
  while (i < text.length && text[i] !== '"') {
    if (text[i] !== "\\") {
      const char = String.fromCodePoint(text.codePointAt(i) as number); // Whole, even outside the BMP.
      bytes.push(...Buffer.from(char, "utf8"));
      i += char.length;
      continue;
    }
    const next = text[i + 1] ?? "";
    const octal = /^[0-7]{3}/.exec(text.slice(i + 1, i + 4));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += 4;
    } else {
      bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
      i += 2;
    }
  }
  return { path: Buffer.from(bytes).toString("utf8"), end: Math.min(i + 1, text.length) };
}
