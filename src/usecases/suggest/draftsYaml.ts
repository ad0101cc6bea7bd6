import type { Draft } from "./draftSection.js";

/**
 * Drafts as golden-set entries in YAML, one after another, ready to append to a drafts file or to
 * paste into the golden set: `question_id`, `question`, then two supporting keys, the heading key
 * (`document` + `heading`; none for text before the first heading) and the gold span (`document` +
 * `span`). Every value is written as a YAML double-quoted string (quote): a heading, a path or a span from the repository can never add a key or end the entry.
 * Deterministic; "" for no drafts.
 */
export function draftsYaml(drafts: readonly Draft[]): string {
  return drafts
    .map((d) => {
      const lines = [`- question_id: ${quote(d.id)}`, `  question: ${quote(d.question)}`, "  supporting:"];
      if (d.heading.length > 0) lines.push(`    - document: ${quote(d.document)}`, `      heading: [${d.heading.map((h) => quote(h)).join(", ")}]`);
      lines.push(`    - document: ${quote(d.document)}`, `      span: ${quote(d.span)}`);
      return `${lines.join("\n")}\n`;
    })
    .join("");
}

/** `text` as a YAML double-quoted scalar: JSON's escapes, and the characters YAML may not hold raw (DEL, C1 controls, line and paragraph separators, BOM) as `\uXXXX`. */
function quote(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
