/**
 * A recall of `hits` out of `questions` written for the registry: the fewest decimals, at least
 * four, from which the gate recovers the exact hit count (it reads a baseline as
 * round(recall × questions) hits), trailing zeros dropped but one decimal kept (`1.0`, `0.8636`).
 * Four decimals suffice below 5,000 questions; more are added only when they are needed.
 *
 * @param hits Questions hit; an integer from 0 to `questions`.
 * @param questions Questions scored; an integer ≥ 1.
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
