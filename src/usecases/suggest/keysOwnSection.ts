import type { EvidenceKey } from "../../config/index.js";
import type { SectionCoverage } from "../../evaluation/index.js";
import type { Draft } from "./draftSection.js";
import { keysSection } from "./keysSection.js";

/** The verbatim rule of drafts: the draft's keys (or its span alone) key that very section, judged by the golden set's own matching. */
export function keysOwnSection(draft: Draft, target: SectionCoverage, options: { goldenFile: string; only?: "span" }): boolean {
  const supporting: EvidenceKey[] = [
    ...(draft.heading.length > 0 && options.only !== "span" ? [{ kind: "heading" as const, document: draft.document, heading: draft.heading, line: undefined }] : []),
    { kind: "span" as const, span: draft.span, document: draft.document, line: undefined },
  ];
  return keysSection(supporting, target.document, target.section, options.goldenFile);
}
