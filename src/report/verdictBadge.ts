import type { Verdict } from "../gate/index.js";

const EMOJI: Record<Verdict, string> = { pass: "✅", "no-baseline": "ℹ️", warn: "⚠️", skipped: "⏭️", fail: "❌", error: "⛔" };

/** `❌ **fail**`: a verdict with the emoji that lets a reviewer read it at a glance (bold is Markdown). */
export function verdictBadge(verdict: Verdict): string {
  return `${EMOJI[verdict]} **${verdict}**`;
}
