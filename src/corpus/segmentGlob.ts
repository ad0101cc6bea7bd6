/** One `/`-separated segment of a glob this module matches by hand. */
type Segment = { kind: "globstar" } | { kind: "literal"; text: string } | { kind: "star"; suffix: string };

/** Characters a literal segment (or the suffix after a leading `*`) may hold: picomatch reads none of them as syntax. */
const PLAIN = /^[A-Za-z0-9_.-]*$/;

/** picomatch's answers (`dot: false`) for globs of `**`, `*suffix` and plain segments, far cheaper; else undefined. */
export function segmentMatcher(glob: string): ((path: string) => boolean) | undefined {
  const segments: Segment[] = [];
  for (const part of glob.split("/")) {
    if (part === "**") {
      if (segments.at(-1)?.kind !== "globstar") segments.push({ kind: "globstar" });
    } else if (part.startsWith("*") && PLAIN.test(part.slice(1))) segments.push({ kind: "star", suffix: part.slice(1) });
    else if (part !== "" && part !== "." && part !== ".." && PLAIN.test(part)) segments.push({ kind: "literal", text: part });
    else return undefined;
  }
  return (path) => path !== "" && matchFrom(segments, 0, path, 0);
}

/** Whether `segments` from `at` match `path` from the character `start` (a segment's first) to its end. */
function matchFrom(segments: readonly Segment[], at: number, path: string, start: number): boolean {
  for (let i = at; i < segments.length; i++) {
    const segment = segments[i]!;
    if (start > path.length) return false;
    if (segment.kind === "globstar") {
      if (i === segments.length - 1) return restHasNoDotSegment(path, start);
      // zero or more whole segments, none starting with `.`, then the rest of the glob
      for (let from = start; from <= path.length; ) {
        if (matchFrom(segments, i + 1, path, from)) return true;
        if (from === path.length || path.charCodeAt(from) === 0x2e) return false;
        const slash = path.indexOf("/", from);
        if (slash === -1) return false;
        from = slash + 1;
      }
      return false;
    }
    let end = path.indexOf("/", start);
    if (end === -1) end = path.length;
    if (segment.kind === "literal") {
      if (end - start !== segment.text.length || !path.startsWith(segment.text, start)) return false;
    } else {
      const { suffix } = segment;
      if (end - start < Math.max(1, suffix.length) || path.charCodeAt(start) === 0x2e) return false;
      if (suffix !== "" && !path.endsWith(suffix, end)) return false;
    }
    if (i === segments.length - 1) return end === path.length;
    // the path ends: only a last `**` may follow (`docs/**` matches `docs`), but not after a bare `*` (picomatch's)
    if (end === path.length) return i === segments.length - 2 && segments[i + 1]!.kind === "globstar" && !(segment.kind === "star" && segment.suffix === "");
    start = end + 1;
  }
  return start > path.length;
}

/** Whether no segment of `path` from `start` (possibly none) starts with `.`. */
function restHasNoDotSegment(path: string, start: number): boolean {
  if (start >= path.length) return true;
  for (let from = start; ; ) {
    if (path.charCodeAt(from) === 0x2e) return false;
    const slash = path.indexOf("/", from);
    if (slash === -1) return true;
    from = slash + 1;
  }
}
