import type { SectionCoverage } from "../../evaluation/index.js";
import { UserError } from "../../errors.js";
import { createRetrieverRuntime, withKeyDestinations, type RetrieverRuntime } from "../../retrieval/index.js";
import { loadWorkspace, selectSources } from "../check/loadWorkspace.js";
import { sourceCoverage } from "../check/sourceCoverage.js";
import { draftSection, sectionIdf, type Draft } from "./draftSection.js";
import { keyDestinationsAtBase } from "../pullRequest/pullRequestScope.js";
import { DROPPED, draftWithModel, type ModelDrafting } from "./draftWithModel.js";
import { draftsYaml } from "./draftsYaml.js";
import { keysOwnSection } from "./keysSection.js";
import { readDraftIds } from "./waitingDrafts.js";
import { sectionPlace, sectionsChangedSince } from "./changedSections.js";

/** What `chunkgate suggest` found and drafted. */
export interface SuggestResult {
  golden: string;
  /** Uncovered sections with text of the selected sources, each once (a document in two sources counts once). */
  uncovered: number;
  /** A draft per uncovered section that has one, in source, document and section order, known ones included. */
  drafts: Draft[];
  /** Of `drafts`, the ids the drafts file or the golden set holds already. */
  known: string[];
  /** Uncovered sections no draft was made for, with why. */
  undrafted: Array<{ document: string; line: number; reason: string }>;
  /** The YAML of the drafts not known yet: what `--write` appends. */
  yaml: string;
  /** With `base`: the ref, and how many sections the change adds or changes (the only ones drafted). */
  changed?: { base: string; sections: number };
  /** With `drafter: "llm"`: the model, what the store saved, and how many drafts were dropped for each reason. */
  model?: { name: string; dropped: Array<{ reason: string; count: number }>; stats: ModelDrafting["stats"] };
}

/** Drafts golden-set entries for the uncovered sections of the sources, each only if its keys key its own section. */
export async function runSuggest(options: {
  root: string;
  registryPath?: string;
  sourceIds?: readonly string[];
  existing?: { file: string; text: string };
  /** Default `offline`; `llm` needs the registry's `authoring:` block (else UserError). */
  drafter?: "offline" | "llm";
  /** What the `llm` drafter uses; its keyDestinations limit where the key goes. */
  runtime?: RetrieverRuntime;
  /** A ref: only the sections the working tree's change since it adds or changes are drafted; the `llm` key goes where the merge base's registry says. */
  base?: string;
}): Promise<SuggestResult> {
  const workspace = await loadWorkspace({ root: options.root, ...(options.registryPath ? { registryPath: options.registryPath } : {}), emptyGoldenSet: true });
  const sources = selectSources(workspace.registry, options.sourceIds);
  const change = options.base === undefined ? undefined : await sectionsChangedSince({ root: options.root, base: options.base, documents: sources.flatMap((s) => workspace.documents.get(s.id) ?? []) });
  const only = change?.sections;
  const seen = new Set<string>();
  const uncovered: SectionCoverage[] = [];
  const idfs = new Map<SectionCoverage, (term: string) => number>();
  for (const source of sources) {
    const { sections } = await sourceCoverage(workspace, source);
    const idf = sectionIdf(sections);
    for (const s of sections) {
      const key = sectionPlace(s.document.path, s.section);
      if (s.questions.length > 0 || seen.has(key) || (only && !only.has(key))) continue;
      seen.add(key);
      uncovered.push(s);
      idfs.set(s, idf);
    }
  }
  const drafts: Draft[] = [];
  const undrafted: SuggestResult["undrafted"] = [];
  let drafted: (ModelDrafting & { name: string }) | undefined;
  if (options.drafter === "llm") {
    const config = workspace.registry.authoring;
    if (config === undefined) {
      throw new UserError("`--drafter llm` needs an `authoring:` block in the registry (the chat API to draft with)", {
        file: workspace.registry.file,
        hint: "add `authoring: { endpoint: https://api.openai.com/v1, model: gpt-4o-mini, api_key_env: OPENAI_API_KEY }` and set that variable, or draft offline (drop `--drafter llm`); see docs/golden-set.md",
      });
    }
    // the checked-out registry is the change's to write: the key goes only where the base's names
    let runtime = options.runtime ?? createRetrieverRuntime();
    if (change) {
      runtime = withKeyDestinations(
        runtime,
        await keyDestinationsAtBase({ root: options.root, baseCommit: change.baseCommit, registryPath: options.registryPath }),
      );
    }
    drafted = { name: config.model, ...(await draftWithModel({ sections: uncovered, config, runtime, golden: workspace.golden })) };
  }
  const made = drafted?.made ?? uncovered.map((s) => ({ section: s, draft: draftSection(s.document, s.section, idfs.get(s)!) }));
  const counts = new Map<string, number>();
  for (const m of made) {
    const s = m.section;
    if ("dropped" in m) {
      counts.set(m.dropped, (counts.get(m.dropped) ?? 0) + 1);
      undrafted.push({ document: s.document.path, line: s.section.startLine, reason: `draft dropped: ${m.dropped}` });
    } else if (m.draft === null) undrafted.push({ document: s.document.path, line: s.section.startLine, reason: "no word to quote" });
    else if (!keysOwnSection(m.draft, s, { goldenFile: workspace.golden.file })) undrafted.push({ document: s.document.path, line: s.section.startLine, reason: "its drafted keys would not key this section" });
    else drafts.push(m.draft);
  }
  const model = drafted && { name: drafted.name, dropped: Object.values(DROPPED).flatMap((reason) => (counts.has(reason) ? [{ reason, count: counts.get(reason)! }] : [])), stats: drafted.stats };
  const existingIds = new Set([...(options.existing ? readDraftIds(options.existing.text, options.existing.file) : []), ...workspace.golden.questions.map((q) => q.id)]);
  const known = drafts.filter((d) => existingIds.has(d.id)).map((d) => d.id);
  const fresh = drafts.filter((d) => !existingIds.has(d.id));
  const changed = only && options.base !== undefined ? { changed: { base: options.base, sections: only.size } } : {};
  return { golden: workspace.golden.file, uncovered: uncovered.length, drafts, known, undrafted, yaml: draftsYaml(fresh), ...changed, ...(model ? { model } : {}) };
}
