import { Document as YamlDocument, YAMLMap, YAMLSeq } from "yaml";
import { escapeUnsafeInQuotes } from "./draftsYaml.js";

/** A section proposed for a question, as the report and the drafts name it. */
export interface ProposedPlace {
  sourceId: string;
  /** Repository path of the section's document. */
  document: string;
  /** The section's whole heading path; empty for text before the first heading. */
  heading: string[];
  /** First line of the section, for `file:line`. */
  line: number;
}

/** A question people asked and the sections proposed to answer it: a golden-set entry for a person to confirm. */
export interface AskedProposal {
  /** `asked-` and 12 hex digits of the question (whitespace runs as one space): the same question gives the same id. */
  id: string;
  /** The question verbatim (its ends trimmed). */
  question: string;
  /** Line of the questions file it starts on. */
  line: number;
  /** The section the entry's heading key names: the best-ranked candidate a heading key can name. */
  keyed: ProposedPlace;
  /** The other candidates, best first, for the person confirming. */
  others: ProposedPlace[];
}

/** Proposals as golden-set entries under comments to confirm, escaped so no heading can become YAML; "" for none. */
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
