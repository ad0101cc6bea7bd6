import type { ChangedFile } from "../../changes/index.js";
import { REGISTRY_DEFAULTS } from "../../config/index.js";
import { measureCoverage } from "../../evaluation/index.js";
import { questionsFor, type Workspace } from "../check/loadWorkspace.js";
import { draftSection, sectionIdf } from "../suggest/draftSection.js";
import { sectionChanged } from "../suggest/changedSections.js";
import { draftsYaml } from "../suggest/draftsYaml.js";
import { keysOwnSection } from "../suggest/keysSection.js";
import type { PatchCoverage, PatchSection } from "./types.js";

/** How many sections with text this change adds or edits a question keys; each uncovered one with its offline draft. */
export function patchCoverage(options: { workspace: Workspace; sourceIds: readonly string[]; changes: readonly ChangedFile[] }): PatchCoverage {
  const { workspace } = options;
  const setting = workspace.registry.coverage ?? REGISTRY_DEFAULTS.coverage;
  const changed = new Map(options.changes.filter((c) => c.status !== "removed").map((c) => [c.path, c]));
  // `path:line` of every head heading a stale supporting key's text was followed to
  const followed = new Set(workspace.labelProblems.flatMap((p) => (p.key.startsWith("supporting") && p.movedTo && p.movedTo.line !== null ? [`${p.movedTo.path}:${p.movedTo.line}`] : [])));
  const seen = new Set<string>();
  let covered = 0;
  const uncovered: PatchSection[] = [];
  for (const sourceId of options.sourceIds) {
    const documents = (workspace.documents.get(sourceId) ?? []).filter((d) => changed.has(d.path) && !seen.has(d.path));
    for (const d of documents) seen.add(d.path);
    if (documents.length === 0) continue;
    const measured = measureCoverage({ documents, questions: questionsFor(workspace, documents), countTokens: () => 0 }).sections;
    const idf = sectionIdf(measured);
    for (const s of measured) {
      if (!sectionChanged(s.section, changed.get(s.document.path)!)) continue;
      if (s.questions.length > 0 || followed.has(`${s.document.path}:${s.section.headingLine}`)) {
        covered++;
        continue;
      }
      // no draft either when its keys would not key the section (a span cut inside a link, say)
      const draft = draftSection(s.document, s.section, idf);
      const checked = draft !== null && keysOwnSection(draft, s, { goldenFile: workspace.golden.file }) ? draft : null;
      uncovered.push({ sourceId, path: s.document.path, line: s.section.headingLine ?? s.section.startLine, headingPath: [...s.section.headingPath], draft: checked });
    }
  }
  const drafts = uncovered.flatMap((u) => (u.draft ? [u.draft] : []));
  return { patch: setting.patch, min: setting.min, sections: covered + uncovered.length, covered, uncovered, yaml: draftsYaml(drafts) };
}
