import type { ResolvedKey, ResolvedQuestion } from "./resolveQuestions.js";

/** Lines of a section: where it starts (its heading line, or the document's first line) and ends. */
export interface SectionLines {
  startLine: number;
  endLine: number;
}

/**
 * Per path, null when no supporting key names it, else the ids of the questions keying a section, once
 * each in golden-set order (heading keys by their ranges, span keys by occurrences held whole; other
 * keys cover nothing).
 */
export function coveringQuestions(questions: readonly ResolvedQuestion[]): (path: string) => ((section: SectionLines) => string[]) | null {
  const keysByPath = new Map<string, Array<{ id: string; key: ResolvedKey }>>();
  for (const question of questions) {
    for (const key of question.supporting) {
      if (key.deleted !== undefined) continue;
      for (const path of key.paths) {
        const list = keysByPath.get(path);
        if (list) list.push({ id: question.question.id, key });
        else keysByPath.set(path, [{ id: question.question.id, key }]);
      }
    }
  }
  return (path) => {
    const keys = keysByPath.get(path);
    if (keys === undefined) return null;
    return (section) => [...new Set(keys.filter(({ key }) => reaches(key, path, section)).map(({ id }) => id))];
  };
}

/** True when `key` names `section` of the document at `path` (heading key) or holds a span inside it (span key). */
function reaches(key: ResolvedKey, path: string, section: SectionLines): boolean {
  const ranges = key.ranges?.get(path);
  if (ranges) return ranges.some(([start, end]) => section.startLine >= start && section.startLine <= end);
  const occurrences = key.occurrences?.get(path);
  if (occurrences) return occurrences.some((o) => o.startLine >= section.startLine && o.endLine <= section.endLine);
  return false;
}
