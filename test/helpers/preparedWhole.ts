import type { Measurer } from "../../src/chunking/measure.js";
import { expandCounts, measureDocument, type PreparedDocument } from "../../src/chunking/prepareDocument.js";
import type { Document } from "../../src/corpus/index.js";

/** Every line of `document` measured once and expanded whole: what a chunker reads of it. */
export function preparedWhole(document: Document, measurer: Measurer): PreparedDocument {
  return expandCounts(document, measureDocument(document, measurer).counts);
}
