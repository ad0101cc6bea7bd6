import type { EvidenceKey } from "../../config/index.js";
import type { SectionCoverage } from "../../evaluation/index.js";
import type { Draft } from "./draftSection.js";
import { keysSection } from "./keysSection.js";

/**
 * True when the draft's keys (with `only: "span"`, its gold span alone), resolved against the
 * section's document as the golden set's keys are, key that very section (keysSection): the
 * verbatim rule of drafts, judged by the golden set's own span matching (normalizeSpan: markup and
 * whitespace aside, the span's words in order inside the section). A span written in another
 * section too still keys this one; a span found only elsewhere, or nowhere, does not.
 */
export function keysOwnSection(draft: Draft, target: SectionCoverage, options: { goldenFile: string; only?: "span" }): boolean {
  const supporting: EvidenceKey[] = [
    ...(draft.heading.length > 0 && options.only !== "span" ? [{ kind: "heading" as const, document: draft.document, heading: draft.heading, line: undefined }] : []),
    { kind: "span" as const, span: draft.span, document: draft.document, line: undefined },
  ];
  return keysSection(supporting, target.document, target.section, options.goldenFile);
}
