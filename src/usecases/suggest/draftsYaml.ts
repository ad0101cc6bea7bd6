import type { Draft } from "./draftSection.js";

/** Drafts as golden-set entries in YAML, keyed by heading (if any) and gold span, every value double-quoted; "" for none. */
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

function quote(text: string): string {
  return escapeUnsafeInQuotes(JSON.stringify(text));
}

/** Double-quoted YAML text with the characters YAML may not hold raw (DEL, C1 controls, line and paragraph separators, BOM) as `\uXXXX`. */
export function escapeUnsafeInQuotes(text: string): string {
  return text.replace(/[\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
