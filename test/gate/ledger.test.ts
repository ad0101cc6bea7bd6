import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Baseline } from "../../src/config/types.js";
import { fingerprintHeldOut, formatLedgerLine, ledgerAppendText, type LedgerEntry, ledgerPath, readLedger, summariseLedger } from "../../src/gate/ledger.js";

const FILE = "chunkgate.ledger.jsonl";
const HELD_OUT = fingerprintHeldOut(["q2", "q7", "q9"]);
const DIGEST = `sha256:${"d".repeat(64)}`;

function entry(over: Partial<LedgerEntry> = {}): LedgerEntry {
  return { date: "2026-12-01", commit: "0123abc", source: "docs", by: "check", metric: "held_out_recall", shown: "exact", value: 0.9, heldOut: HELD_OUT, baseline: { measuredOn: "2026-11-03" }, ...over };
}

function baseline(over: Partial<Baseline> = {}): Baseline {
  return { measuredOn: "2026-11-03", recall: 0.9, retriever: null, k: null, heldOutRecall: null, questions: null, corpus: null, line: 1, ...over };
}

describe("writing the held-out ledger", () => {
  it("writes one JSON line per look, keys in a fixed order", () => {
    expect(formatLedgerLine(entry())).toBe(`{"date":"2026-12-01","commit":"0123abc","source":"docs","by":"check","metric":"held_out_recall","shown":"exact","value":0.9,"held_out":"${HELD_OUT}","measured_on":"2026-11-03"}\n`);
    expect(formatLedgerLine(entry({ shown: "withheld", value: null, baseline: { digest: DIGEST } }))).toBe(
      `{"date":"2026-12-01","commit":"0123abc","source":"docs","by":"check","metric":"held_out_recall","shown":"withheld","held_out":"${HELD_OUT}","baseline_digest":"${DIGEST}"}\n`,
    );
    expect(formatLedgerLine(entry({ baseline: null }))).not.toMatch(/measured_on|baseline_digest/);
    expect(formatLedgerLine(entry({ by: "sweep", cell: "structural 240/0" }))).toBe(
      `{"date":"2026-12-01","commit":"0123abc","source":"docs","by":"sweep","cell":"structural 240/0","metric":"held_out_recall","shown":"exact","value":0.9,"held_out":"${HELD_OUT}","measured_on":"2026-11-03"}\n`,
    );
  });

  it("appends after a file that lost its final newline, and writes nothing for no entries", () => {
    expect(ledgerAppendText(null, [entry()])).toBe(formatLedgerLine(entry()));
    expect(ledgerAppendText("", [entry()])).toBe(formatLedgerLine(entry()));
    expect(ledgerAppendText('{"a":1}', [entry()])).toBe(`\n${formatLedgerLine(entry())}`);
    expect(ledgerAppendText('{"a":1}\n', [entry(), entry({ source: "faq" })])).toBe(formatLedgerLine(entry()) + formatLedgerLine(entry({ source: "faq" })));
    expect(ledgerAppendText("x", [])).toBe("");
  });

  it("sits next to the registry", () => {
    expect(ledgerPath("chunkgate.yml")).toBe("chunkgate.ledger.jsonl");
    expect(ledgerPath("docs/config/chunkgate.yml")).toBe("docs/config/chunkgate.ledger.jsonl");
  });

  it("keeps a line one line whatever the commit or source holds", () => {
    const line = formatLedgerLine(entry({ commit: "a\nb\u001b[2J\u2028" }));
    expect(line.slice(0, -1)).not.toMatch(/[\n\r]/);
    expect(readLedger(line, FILE).entries[0]!.commit).toBe("a\nb\u001b[2J\u2028");
  });
});

describe("reading the held-out ledger", () => {
  it("reads back what was written, every shown kind and baseline form", () => {
    const written = [
      entry(),
      entry({ shown: "noisy", value: 0.73, baseline: { digest: DIGEST }, by: "sweep", cell: "fixed 60/6" }),
      entry({ shown: "withheld", value: null, by: "record" }),
      entry({ shown: "exhausted", value: null, baseline: null }),
    ];
    const text = ledgerAppendText(null, written);
    expect(readLedger(text, FILE)).toEqual({ entries: written, warnings: [] });
  });

  it("skips each malformed line with a warning naming file:line, and reads the rest", () => {
    const good = formatLedgerLine(entry());
    const text = [
      good.trim(),
      "{not json",
      "[1, 2]",
      JSON.stringify({ ...JSON.parse(good), shown: "peeked" }),
      JSON.stringify({ ...JSON.parse(good), value: 1.5 }),
      JSON.stringify({ ...JSON.parse(good), date: "yesterday" }),
      "",
      "<<<<<<< HEAD",
      JSON.stringify({ ...JSON.parse(good), source: undefined }),
      good.trim(),
    ].join("\n");
    const { entries, warnings } = readLedger(text, FILE);
    expect(entries).toHaveLength(2);
    expect(warnings).toEqual([
      `${FILE}:2: not valid JSON; the line is ignored (each line must be one JSON entry as chunkgate writes it)`,
      `${FILE}:3: not a JSON object; the line is ignored (each line must be one JSON entry as chunkgate writes it)`,
      `${FILE}:4: \`shown\` is not one of exact, noisy, withheld, exhausted; the line is ignored (each line must be one JSON entry as chunkgate writes it)`,
      `${FILE}:5: \`value\` must be a number in [0, 1] when shown is exact; the line is ignored (each line must be one JSON entry as chunkgate writes it)`,
      `${FILE}:6: \`date\` is not a YYYY-MM-DD date; the line is ignored (each line must be one JSON entry as chunkgate writes it)`,
      `${FILE}:8: not valid JSON; the line is ignored (each line must be one JSON entry as chunkgate writes it)`,
      `${FILE}:9: \`source\` is missing; the line is ignored (each line must be one JSON entry as chunkgate writes it)`,
    ]);
  });

  it("never quotes a line in its warnings, since a pull request may have written it", () => {
    const { warnings } = readLedger("<img src=x onerror=alert(1)>\n", FILE);
    expect(warnings[0]).not.toContain("<img");
  });

  it("takes CRLF endings, a byte-order mark, blank lines and keys a later version adds", () => {
    const line = JSON.stringify({ ...JSON.parse(formatLedgerLine(entry())), later: { x: 1 } });
    const { entries, warnings } = readLedger(`\uFEFF${line}\r\n\r\n${line}\r\n`, FILE);
    expect(warnings).toEqual([]);
    expect(entries).toEqual([entry(), entry()]);
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.json(), fc.constant(formatLedgerLine(entry())))), (lines) => {
        const { entries, warnings } = readLedger(lines.join("\n"), FILE);
        expect(entries.length + warnings.length).toBeLessThanOrEqual(lines.join("\n").split("\n").length);
      }),
      { numRuns: 300, seed: 3 },
    );
  });
});

describe("summarising the held-out ledger", () => {
  const entries = [
    entry({ date: "2026-10-01", baseline: { measuredOn: "2026-09-01" } }), // an older baseline
    entry({ date: "2026-11-10" }),
    entry({ date: "2026-11-12", shown: "withheld", value: null }),
    entry({ date: "2026-11-20", shown: "noisy", value: 0.7, commit: "beef" }),
    entry({ date: "2026-11-21", source: "faq" }),
    entry({ date: "2026-11-22", shown: "noisy", value: 0.6, heldOut: fingerprintHeldOut(["q1"]) }), // another held-out set
  ];

  it("counts the looks since the baseline in force was recorded, and the last one", () => {
    const summary = summariseLedger(entries, { source: "docs", baseline: baseline(), heldOut: HELD_OUT });
    expect(summary).toEqual({
      looks: 3,
      spent: 1,
      sentence: "The held-out split of `docs` has been looked at 3 times since its baseline of 2026-11-03 was recorded (last on 2026-11-22).",
    });
  });

  it("matches a baseline with a digest by its digest, so re-recording starts the count again", () => {
    const recorded = baseline({ digest: DIGEST });
    const withDigest = [...entries, entry({ baseline: { digest: DIGEST } })];
    expect(summariseLedger(withDigest, { source: "docs", baseline: recorded, heldOut: HELD_OUT }).looks).toBe(1);
    expect(summariseLedger(entries, { source: "docs", baseline: recorded, heldOut: HELD_OUT }).sentence).toBe("The held-out split of `docs` has not been looked at since its baseline of 2026-11-03 was recorded.");
  });

  it("counts thresholdout's budget per held-out question set, whatever the baseline: re-recording does not refill it", () => {
    const rerecorded = baseline({ measuredOn: "2026-12-01", digest: DIGEST });
    const summary = summariseLedger(entries, { source: "docs", baseline: rerecorded, heldOut: HELD_OUT });
    expect(summary.looks).toBe(0);
    expect(summary.spent).toBe(1);
    expect(summariseLedger(entries, { source: "docs", baseline: rerecorded, heldOut: fingerprintHeldOut(["q1"]) }).spent).toBe(1);
    expect(summariseLedger(entries, { source: "docs", baseline: rerecorded, heldOut: fingerprintHeldOut(["q1", "q3"]) }).spent).toBe(0);
  });

  it("counts the looks made while a source had no baseline", () => {
    const summary = summariseLedger([entry({ baseline: null }), entry()], { source: "docs", baseline: null, heldOut: HELD_OUT });
    expect(summary.looks).toBe(1);
    expect(summary.sentence).toBe("The held-out split of `docs` has been looked at once while it has had no baseline (last on 2026-12-01).");
  });

  it("fingerprints the held-out set by its ids, in any order", () => {
    expect(fingerprintHeldOut(["b", "a", "a"])).toBe(fingerprintHeldOut(["a", "b"]));
    expect(fingerprintHeldOut(["a", "b"])).not.toBe(fingerprintHeldOut(["a", "b", "c"]));
    expect(fingerprintHeldOut([])).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
