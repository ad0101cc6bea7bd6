import { normalizeHeading, type Document, type Section } from "../corpus/index.js";

/**
 * The sections of `doc` whose heading path ends with `heading` by normalizeHeading (case, whitespace,
 * markup, typography), in document order; an empty heading matches nothing.
 */
export function matchingSections(doc: Document, heading: readonly string[]): Section[] {
  const wanted = heading.map(normalizeHeading);
  return doc.sections.filter((section) => {
    const path = section.headingPath.map(normalizeHeading);
    if (wanted.length === 0 || path.length < wanted.length) return false;
    const offset = path.length - wanted.length;
    return wanted.every((w, i) => path[offset + i] === w);
  });
}
