import { belowMin, percent, type PatchCoverage, type PatchSection } from "../usecases/index.js";
import { escapeCode, escapeMarkdown } from "./escape.js";
import { plural } from "../formatCount.js";
import { fencedBlock, truncateText } from "./format.js";

/** Uncovered sections listed under the patch coverage line; past this many they go in a collapsed block. */
const UNCOVERED_INLINE = 10;
/** Most uncovered sections the collapsed list names; the JSON report has them all. */
const UNCOVERED_LISTED = 100;
/** Most drafts the collapsed block shows; `chunkgate suggest` prints them all. */
const DRAFTS_SHOWN = 30;

/** Patch coverage as the comment shows it: the line (with the uncovered sections under it when few), and the collapsed blocks that follow it. */
export interface PatchCoverageMarkdown {
  head: string;
  /** The long uncovered list and the drafts, as collapsed blocks. */
  blocks: Array<{ summary: string; body: string; omitted: string }>;
}

/**
 * Patch coverage in Markdown, null when no section with text changed: the line, the uncovered
 * sections and their drafts. Every `<` in the YAML is `\u003c`, so nothing can end the fence,
 * the block or a comment marker, and what is pasted reads back the same.
 */
export function renderPatchCoverageMarkdown(patch: PatchCoverage, goldenSet: string): PatchCoverageMarkdown | null {
  if (patch.sections === 0) return null;
  const gate = patch.patch !== "note" && belowMin(patch) ? ` Below \`coverage.min\` ${percent(patch.min)}: **${patch.patch}**.` : "";
  const line = `**Patch coverage:** ${percent(patch.covered / patch.sections)} · ${patch.covered} of ${plural(patch.sections, "new or changed section")} keyed by a golden-set question.${gate}`;
  const items = patch.uncovered.map(uncoveredItem);
  const inline = items.length > 0 && items.length <= UNCOVERED_INLINE;
  const head = inline ? `${line}\n\n${items.join("\n")}` : line;
  const blocks: PatchCoverageMarkdown["blocks"] = [];
  if (!inline && items.length > 0) {
    const more = items.length - UNCOVERED_LISTED;
    blocks.push({
      summary: `${plural(items.length, "uncovered section")} this change adds or changes`,
      body: [...items.slice(0, UNCOVERED_LISTED), ...(more > 0 ? [`- … ${more} more (see the JSON report)`] : [])].join("\n"),
      omitted: `the list of ${plural(items.length, "uncovered section")}`,
    });
  }
  const drafts = patch.yaml.split(/^(?=- question_id: )/m).filter((entry) => entry !== "");
  if (drafts.length > 0) {
    const yaml = fencedBlock(drafts.slice(0, DRAFTS_SHOWN).join("").replace(/</g, "\\u003c"), "yaml");
    const more = drafts.length > DRAFTS_SHOWN ? ` The first ${DRAFTS_SHOWN} are shown; \`chunkgate suggest\` prints all ${drafts.length}.` : "";
    blocks.push({
      summary: `Drafted questions for ${plural(drafts.length, "uncovered section")}`,
      body: `Offline drafts (\`chunkgate suggest\`): rewrite each question as a reader would ask it, then paste the entries you keep into ${escapeCode(goldenSet)}.${more}\n\n${yaml}`,
      omitted: plural(drafts.length, "drafted question"),
    });
  }
  return { head, blocks };
}

/** `` - `docs/a.md:12` Guide > Install (`docs`) ``. */
function uncoveredItem(section: PatchSection): string {
  const heading = section.headingPath.length > 0 ? ` ${escapeMarkdown(truncateText(section.headingPath.join(" > "), 300))}` : " (text before the first heading)";
  return `- ${escapeCode(`${section.path}:${section.line}`)}${heading} (${escapeCode(section.sourceId)})`;
}
