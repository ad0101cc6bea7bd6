/**
 * A count rounded to an integer, with comma thousands separators. Not `toLocaleString()`, which
 * depends on the machine's locale: reports must be identical byte for byte everywhere.
 */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
