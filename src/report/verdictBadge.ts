import type { Verdict } from "../gate/judgeSource.js";

const EMOJI: Record<Verdict, string> = { pass: "✅", warn: "⚠️", fail: "❌", "no-baseline": "ℹ️", "not-evaluated": "⛔", skipped: "⏭️" };

/** `❌ **fail**`: a verdict with the emoji that lets a reviewer read it at a glance (bold is Markdown). */
export function verdictBadge(verdict: Verdict): string {
  return `${EMOJI[verdict]} **${verdict}**`;
}
