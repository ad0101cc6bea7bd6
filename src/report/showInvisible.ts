/**
 * The characters that change how text around them is shown while showing nothing themselves:
 * the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the
 * direction marks U+200E, U+200F and U+061C (they too move the punctuation and spaces around
 * them), and the zero-width characters U+200B–U+200D, U+2060 and U+FEFF
 * (they make two different names or headings look the same, and hide text in a mention).
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/**
 * `text` with each invisible or direction-changing character (see INVISIBLE) written as `<U+XXXX>`
 * (four upper-case hex digits), so a reader sees that it is there and which one it is, and none of
 * them can reorder or hide what chunkgate prints. One form everywhere: every escaping function of
 * src/report (escapeMarkdown, escapeCode, escapeHtml and so escapeProse, escapeWorkflowCommand,
 * stripTerminalControls) applies it first, so the comment, the job summary, annotations, the log
 * and the terminal show the same thing. Everything else is unchanged, so the result is what the
 * text was, give or take these characters. Deterministic; idempotent (the form uses none of them).
 */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}>`);
}

/** Whether `text` holds a character {@link showInvisible} would rewrite: what tests check that no renderer lets through. */
export function hasInvisible(text: string): boolean {
  return new RegExp(INVISIBLE.source).test(text);
}
