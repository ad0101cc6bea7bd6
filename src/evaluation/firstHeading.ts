import type { Document } from "../corpus/index.js";

/** The first non-empty heading of `doc`: what a reader takes for a page's name when its title comes from elsewhere. */
export function firstHeading(doc: Document): string | undefined {
  for (const section of doc.sections) {
    const last = section.headingPath[section.headingPath.length - 1];
    if (last !== undefined && last !== "") return last;
  }
  return undefined;
}
