/**
 * `value` as JSON a terminal cannot act on: DEL, C1 controls and invisible characters written as
 * `\uXXXX`, as JSON.stringify writes C0, so it still parses back to exactly `value`.
 */
export function jsonText(value: unknown, indent = 0): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
