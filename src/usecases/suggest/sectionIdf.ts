import type { SectionCoverage } from "../../evaluation/index.js";
import { analyze } from "../../retrieval/index.js";

/** Inverse section frequency, ln((N + 1) / (df + 0.5)): what an offline draft weighs a sentence's words by. */
export function sectionIdf(sections: readonly SectionCoverage[]): (term: string) => number {
  const df = new Map<string, number>();
  for (const { section } of sections) {
    for (const term of new Set(section.blocks.flatMap((b) => b.lines.flatMap((line) => analyze(line))))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = sections.length;
  return (term) => Math.log((n + 1) / ((df.get(term) ?? 0) + 0.5));
}
