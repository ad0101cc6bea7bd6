/** Rows as text columns two spaces apart: the first `left` columns padded on the right, the rest (numbers) on the left; no trailing spaces. */
export function alignColumns(rows: readonly string[][], left = 1): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  return rows.map((r) => r.map((cell, c) => (c < left ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd());
}
