/**
 * `hits / questions` with the fewest decimals (at least four) from which round(recall × questions)
 * gives back the exact hit count, as the gate reads a baseline; `1.0`, `0.8636`.
 */
export function formatRecall(hits: number, questions: number): string {
  const recall = hits / questions;
  for (let decimals = 4; decimals < 17; decimals++) {
    const text = trim(recall.toFixed(decimals));
    if (Math.round(Number(text) * questions) === hits) return text;
  }
  return String(recall);
}

function trim(fixed: string): string {
  return fixed.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, ".0");
}
