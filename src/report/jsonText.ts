/**
 * `value` as JSON text (indented by `indent` spaces, 0 for one line) that a terminal cannot act
 * on and that stripTerminalControls leaves whole: JSON.stringify already writes C0 controls, ESC
 * included, as `\u00XX`; this does the same for DEL and the C1 controls (U+007F–U+009F), which it
 * leaves raw. Parses back to exactly `value`, so piping the CLI's JSON loses nothing.
 */
export function jsonText(value: unknown, indent = 0): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
