import { normalizeHeading, type Document, type Section } from "../corpus/index.js";

/**
 * The sections of `doc` a heading key names: those whose heading path ends with `heading`, compared
 * without regard to case, whitespace, inline markup or typographic variants (normalizeHeading). `["Damaged goods"]` and
 * `["Returns", "Damaged goods"]` both match `Returns Policy > Returns > Damaged goods`. An empty
 * heading matches nothing. In document order.
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
