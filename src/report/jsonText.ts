/**
 * `value` as JSON text (indented by `indent` spaces, 0 for one line) that a terminal cannot act
 * on and that stripTerminalControls leaves whole: JSON.stringify already writes C0 controls, ESC
 * included, as `\u00XX`; this does the same for DEL and the C1 controls (U+007F–U+009F), which it
 * leaves raw, and for the bidirectional and zero-width characters that showInvisible would rewrite
 * (U+061C, U+200B–U+200F, U+202A–U+202E, U+2060, U+2066–U+2069, U+FEFF). Parses back to exactly
 * `value`, so piping the CLI's JSON loses nothing.
 */
export function jsonText(value: unknown, indent = 0): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
