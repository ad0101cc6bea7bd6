import { escapeMarkdown } from "./escapeMarkdown.js";

/** Plain text in bold, escaped and trimmed (`** x**` is not bold); empty text gives `**?**`, since `****` alone on a line is a thematic break. */
export function strong(text: string): string {
  const escaped = escapeMarkdown(text).trim();
  return `**${escaped === "" ? "?" : escaped}**`;
}
