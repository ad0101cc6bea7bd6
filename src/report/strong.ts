import { escapeMarkdown } from "./escapeMarkdown.js";

/**
 * Plain text in bold (`**…**`), safe for any text: escaped and trimmed, because `** x**` would not
 * be bold. Empty text gives `**?**` rather than `****`, which on a line of its own is a
 * thematic break.
 */
export function strong(text: string): string {
  const escaped = escapeMarkdown(text).trim();
  return `**${escaped === "" ? "?" : escaped}**`;
}
