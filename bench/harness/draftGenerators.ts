import type { GoldenSet } from "../../src/config/types.js";
import type { SectionCoverage } from "../../src/evaluation/measureCoverage.js";
import { draftSection, sectionIdf, type Draft } from "../../src/usecases/suggest/draftSection.js";
import { keysOwnSection } from "../../src/usecases/suggest/keysSection.js";

/** What a draft generator is asked for: drafts for some sections of one source. */
export interface DraftRequest {
  /** Every section with text of the source (sourceCoverage), for the statistics a generator draws on. */
  sections: readonly SectionCoverage[];
  /** The sections to draft for, each of them one of `sections`. */
  targets: readonly SectionCoverage[];
  /** The golden set the drafts would join (its file is where their keys are said to come from). */
  golden: GoldenSet;
}

/** A generator's answer: drafts paired with the section each was made for, and the targets left without one. */
export interface GeneratedDrafts {
  /** At most one draft per target, in target order, each checked to key its own target. */
  drafts: Array<{ draft: Draft; target: SectionCoverage }>;
  /** Targets with no draft: nothing to quote, or keys that would not key the target. */
  dropped: number;
}

/** One way of drafting golden-set entries that bench/authoring.ts measures, by name. */
export interface DraftGenerator {
  /** Short name for the report's table and `--generator`. */
  name: string;
  generate(request: DraftRequest): Promise<GeneratedDrafts>;
}

/**
 * `chunkgate suggest`'s offline drafts, made exactly as runSuggest makes them for an uncovered
 * section: draftSection with the inverse section frequency over the whole source, and the same
 * check that the draft's keys key the section it was made for (a draft failing it is dropped, as
 * suggest lists it among the undrafted).
 */
export const offlineGenerator: DraftGenerator = {
  name: "offline",
  generate(request) {
    const idf = sectionIdf(request.sections);
    const drafts: GeneratedDrafts["drafts"] = [];
    for (const target of request.targets) {
      const draft = draftSection(target.document, target.section, idf);
      if (draft !== null && keysOwnSection(draft, target, { goldenFile: request.golden.file })) drafts.push({ draft, target });
    }
    return Promise.resolve({ drafts, dropped: request.targets.length - drafts.length });
  },
};

/**
 * The generators the authoring benchmark measures, in report order. A language-model drafter (the
 * registry's `authoring:` endpoint) belongs here as a second entry once the engine offers it: the
 * benchmark measures every generator of this list the same way.
 */
export const DRAFT_GENERATORS: readonly DraftGenerator[] = [offlineGenerator];
