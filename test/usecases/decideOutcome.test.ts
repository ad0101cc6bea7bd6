import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { severityOf, VERDICTS, type Verdict } from "../../src/gate/verdict.js";
import { decideOutcome, decideSweepOutcome, EXIT, exitCodeOf } from "../../src/usecases/decideOutcome.js";

const source = (id: string, verdict: Verdict) => ({ id, verdict, summary: `${id} is ${verdict}.` });

describe("decideOutcome", () => {
  it("maps every verdict to its exit code: 0 pass, no-baseline, warn; 1 fail, skipped; 2 error", () => {
    expect(Object.fromEntries(VERDICTS.map((v) => [v, exitCodeOf(v)]))).toEqual({ pass: 0, "no-baseline": 0, warn: 0, skipped: 1, fail: 1, error: 2 });
  });

  it("never prints a verdict that disagrees with its exit code, and names every source that did not pass", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...VERDICTS), { maxLength: 6 }), fc.nat(3), fc.constantFrom("pass" as const, "error" as const), (verdicts, stale, whenEmpty) => {
        const sources = verdicts.map((v, i) => source(`s${i}`, v));
        const outcome = decideOutcome({ sources, staleLabels: stale, whenEmpty });
        expect(outcome.exitCode).toBe(exitCodeOf(outcome.verdict));
        expect(outcome.failedSources).toEqual(sources.filter((s) => exitCodeOf(s.verdict) !== EXIT.ok).map((s) => s.id));
        // no source that did not pass leaves the run passing
        if (outcome.failedSources.length > 0) expect(outcome.exitCode).not.toBe(EXIT.ok);
        expect(outcome.reasons.length > 0).toBe(outcome.exitCode !== EXIT.ok);
        if (stale > 0) expect(outcome.verdict).toBe("error");
      }),
    );
  });

  it("makes stale labels an error even when every source passes, with the reason first", () => {
    const outcome = decideOutcome({ sources: [source("docs", "pass")], staleLabels: 2, whenEmpty: "pass" });
    expect(outcome).toMatchObject({ verdict: "error", exitCode: 2, failedSources: [], reasons: ["2 golden-set labels no longer fit the corpus (stale labels)"] });
  });

  it("passes a pull request that touches no source, and never a check that evaluated none", () => {
    expect(decideOutcome({ sources: [], staleLabels: 0, whenEmpty: "pass" })).toMatchObject({ verdict: "pass", exitCode: 0 });
    expect(decideOutcome({ sources: [], staleLabels: 0, whenEmpty: "error" })).toMatchObject({ verdict: "error", exitCode: 2, reasons: ["no source was evaluated, so nothing can be vouched for"] });
  });

  it("leaves an optional source's error out of the decision, but never its failure, and never passes a check of optional errors only", () => {
    const optional = { ...source("extra", "error"), optional: true };
    expect(decideOutcome({ sources: [source("docs", "pass"), optional], staleLabels: 0, whenEmpty: "error" })).toMatchObject({ verdict: "pass", exitCode: 0, failedSources: [], reasons: [] });
    expect(decideOutcome({ sources: [source("docs", "pass"), { ...optional, verdict: "fail" }], staleLabels: 0, whenEmpty: "error" })).toMatchObject({ verdict: "fail", failedSources: ["extra"] });
    expect(decideOutcome({ sources: [source("docs", "pass"), { ...optional, optional: false }], staleLabels: 0, whenEmpty: "error" })).toMatchObject({ verdict: "error", failedSources: ["extra"] });
    expect(decideOutcome({ sources: [optional], staleLabels: 0, whenEmpty: "error" })).toMatchObject({ verdict: "error", exitCode: 2 });
    expect(decideOutcome({ sources: [optional], staleLabels: 0, whenEmpty: "pass" })).toMatchObject({ verdict: "pass", exitCode: 0 });
    expect(decideOutcome({ sources: [optional], staleLabels: 1, whenEmpty: "pass" })).toMatchObject({ verdict: "error", exitCode: 2 });
  });

  it("gives each failing source's summary and fix as a reason", () => {
    const outcome = decideOutcome({ sources: [{ ...source("a", "skipped"), fix: "set `KEY`." }, source("b", "fail"), source("c", "warn")], staleLabels: 0, whenEmpty: "error" });
    expect(outcome).toMatchObject({ verdict: "fail", exitCode: 1, failedSources: ["a", "b"], reasons: ["a: a is skipped. Fix: set `KEY`.", "b: b is fail."] });
  });
});

describe("decideSweepOutcome", () => {
  it("is an error for a source that could not be swept (not downgradable) or stale labels (downgradable), else a pass", () => {
    expect(decideSweepOutcome({ errors: [], staleLabels: 0 })).toEqual({ verdict: "pass", exitCode: 0, failedSources: [], reasons: [], downgradable: true });
    expect(decideSweepOutcome({ errors: [{ sourceId: "faq", message: "m" }], staleLabels: 0 })).toMatchObject({ verdict: "error", exitCode: 2, failedSources: ["faq"], downgradable: false });
    expect(decideSweepOutcome({ errors: [], staleLabels: 1 })).toMatchObject({ verdict: "error", exitCode: 2, failedSources: [], downgradable: true });
  });
});

describe("decideOutcome: floors a run's other facts set", () => {
  it("is never less severe than a floor, lists its reason most severe first (a warning after the sources), and is never milder without it", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...VERDICTS), { maxLength: 4 }), fc.array(fc.constantFrom(...VERDICTS), { maxLength: 3 }), fc.nat(2), (verdicts, floorVerdicts, stale) => {
        const sources = verdicts.map((v, i) => source(`s${i}`, v));
        const floors = floorVerdicts.map((verdict, i) => ({ verdict, reason: `floor ${i} (${verdict})` }));
        const outcome = decideOutcome({ sources, staleLabels: stale, whenEmpty: "pass", floors });
        const without = decideOutcome({ sources, staleLabels: stale, whenEmpty: "pass" });
        for (const floor of floors) expect(severityOf(outcome.verdict)).toBeGreaterThanOrEqual(severityOf(floor.verdict));
        expect(severityOf(outcome.verdict)).toBeGreaterThanOrEqual(severityOf(without.verdict));
        if (outcome.exitCode !== EXIT.ok) {
          const listed = outcome.reasons.filter((r) => r.startsWith("floor "));
          expect(listed).toHaveLength(floors.length);
          const severities = listed.map((r) => severityOf(/\((.*)\)$/.exec(r)![1] as Verdict));
          expect(severities).toEqual([...severities].sort((a, b) => b - a));
          // what exits non-zero is said before the sources, a warning after them
          const firstSource = outcome.reasons.findIndex((r) => /^s\d+: /.test(r));
          if (firstSource >= 0) for (const [i, r] of outcome.reasons.entries()) if (r.startsWith("floor ")) expect(i < firstSource).toBe(exitCodeOf(/\((.*)\)$/.exec(r)![1] as Verdict) !== EXIT.ok);
        }
      }),
    );
  });

  it("turns a passing run into an error when a floor says so, with its reason", () => {
    const outcome = decideOutcome({ sources: [source("docs", "pass")], staleLabels: 0, whenEmpty: "pass", floors: [{ verdict: "error", reason: "1 key fits nothing after the merge" }] });
    expect(outcome).toMatchObject({ verdict: "error", exitCode: EXIT.error, reasons: ["1 key fits nothing after the merge"] });
  });
});
