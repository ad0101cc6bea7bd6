/**
 * A count rounded to an integer, with comma thousands separators (`16121` → `16,121`). Written out
 * rather than `toLocaleString()`, which depends on the machine's locale (reports must be identical
 * byte for byte everywhere) and whose first call loads locale data. A leaf every stage
 * may import, like errors.ts.
 */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
