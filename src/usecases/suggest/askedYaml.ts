import { Document as YamlDocument, YAMLMap, YAMLSeq } from "yaml";
import type { AskedProposal, ProposedPlace } from "./askedProposal.js";
import { escapeUnsafeInQuotes } from "./draftsYaml.js";

/**
 * Proposals as golden-set entries in YAML under comments asking a person to confirm; values double-quoted and escaped,
 * control characters in comments made spaces, so a heading can never end a comment and start YAML. "" for none.
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
  // every value is double-quoted, so these characters can only stand inside a quoted scalar
  return escapeUnsafeInQuotes(text);
}

/** `file:line` and the heading path of a proposed section, for a comment. */
function place(p: ProposedPlace): string {
  return `${p.document}:${p.line} ${p.heading.length > 0 ? p.heading.join(" › ") : "(before the first heading)"}`;
}

function commentSafe(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029\ufeff]/gu, " ");
}
