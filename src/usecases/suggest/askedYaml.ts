import { Document as YamlDocument, YAMLMap, YAMLSeq } from "yaml";
import type { AskedProposal, ProposedPlace } from "./askedProposal.js";

/**
 * Proposals as golden-set entries in YAML, one after another, ready to append to a drafts file or
 * paste into the golden set: `question_id`, the question verbatim, and one supporting key, the
 * heading key of the proposed section (`document` + `heading`). Above each entry, comment lines
 * mark it for a person to confirm: the keyed section's `file:line`, then the other candidates the
 * run ranked. Written with the `yaml` library, every value a double-quoted string, and the
 * characters a terminal or YAML reader may act on escaped (C0 and C1 controls, DEL, line and
 * paragraph separators, BOM: `\e`, `\uXXXX`); comment text has its control and separator
 * characters turned to spaces, so a heading can never end a comment line and start YAML.
 * Deterministic; "" for none.
 */
export function askedYaml(proposals: readonly AskedProposal[]): string {
  if (proposals.length === 0) return "";
  const doc = new YamlDocument(
    proposals.map((p) => ({ question_id: p.id, question: p.question, supporting: [{ document: p.keyed.document, heading: p.keyed.heading }] })),
  );
  const items = (doc.contents as YAMLSeq).items as YAMLMap[];
  proposals.forEach((p, i) => {
    const lines = [` confirm: does ${place(p.keyed)} answer this question? (from line ${p.line} of the questions file)`];
    if (p.others.length > 0) lines.push(` other candidates: ${p.others.map(place).join("; ")}`);
    items[i]!.commentBefore = lines.map(commentSafe).join("\n");
  });
  // the heading paths in flow style, as golden sets write them: heading: ["Returns", "Damaged goods"]
  for (const item of items) {
    const key = (item.get("supporting") as YAMLSeq).items[0] as YAMLMap;
    (key.get("heading") as YAMLSeq).flow = true;
  }
  const text = doc.toString({ lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN", flowCollectionPadding: false });
  // every value is double-quoted, so these characters can only stand inside a quoted scalar, where `\uXXXX` is their escape
  return text.replace(/[\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** `file:line` and the heading path of a proposed section, for a comment. */
function place(p: ProposedPlace): string {
  return `${p.document}:${p.line} ${p.heading.length > 0 ? p.heading.join(" › ") : "(before the first heading)"}`;
}

function commentSafe(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029\ufeff]/gu, " ");
}
