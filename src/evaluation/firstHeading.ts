import type { Document } from "../corpus/index.js";

/**
 * The text of the first heading of `doc` (any level, as the parser wrote it), or undefined when it
 * has none. What a reader takes for a page's name when its title comes from elsewhere (front
 * matter, an H1 further down): a title key that names it finds the file through it.
 */
export function firstHeading(doc: Document): string | undefined {
  for (const section of doc.sections) {
    const last = section.headingPath[section.headingPath.length - 1];
    if (last !== undefined && last !== "") return last;
  }
  return undefined;
}
