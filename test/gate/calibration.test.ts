import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NoiseConfig } from "../../src/config/types.js";
import { splitOf } from "../../src/evaluation/split.js";
import type { SourceEvaluation } from "../../src/usecases/check/measureSource.js";
import { mulberry32 } from "../../src/gate/mulberry32.js";
import { judgeNoise, mcnemarPValue, type NoiseInput, type QuestionPair } from "../../src/gate/noiseMethods.js";
import { binomialCdf, noiseBand } from "../../src/gate/noiseBand.js";
import { fixtureEvaluator } from "../helpers/evaluateFixture.js";

/**
 * Calibration of the gate: run it many times where nothing changed and count how often it fails
 * (the false-alarm rate, which must stay at or below 1 − confidence for the two tests), and on
 * regressions of known size count how often it fires. Deterministic: every draw comes from the
 * project's seeded PRNG (mulberry32), so the printed rates are the same on every run.
 */

const TRIALS = 2000;
const CONFIDENCES = [0.9, 0.95, 0.99];
const report: string[] = [];
const binomial = (confidence: number): NoiseConfig => ({ method: "binomial", confidence });
const paired = (confidence: number): NoiseConfig => ({ method: "paired", confidence });
/** Monte Carlo slack: three standard errors of a rate α measured on TRIALS draws. */
const slack = (alpha: number) => 3 * Math.sqrt((alpha * (1 - alpha)) / TRIALS);

function judge(over: Partial<NoiseInput> & Pick<NoiseInput, "train" | "baseline" | "noise">): boolean {
  return judgeNoise({ pairs: null, trainShare: 0.7, ...over }).realDrop;
}

function hitsOf(n: number, p: number, random: () => number): number {
  let hits = 0;
  for (let i = 0; i < n; i++) if (random() < p) hits++;
  return hits;
}

afterAll(() => {
  console.log(`\nchunkgate gate calibration (seeded; ${TRIALS} trials per cell)\n${report.join("\n")}\n`);
});

describe("calibration under the null: nothing changed", () => {
  const SIZES = [5, 10, 13, 22, 24, 36, 50, 100, 200];
  const RATES = [0.5, 0.7, 0.8636, 0.9, 0.95, 1];

  it("binomial: the exact false-alarm rate is at most 1 − confidence for every n and recorded rate, and simulation agrees", () => {
    const random = mulberry32(20261201);
    for (const confidence of CONFIDENCES) {
      const alpha = 1 - confidence;
      let worstExact = 0;
      let worstMeasured = 0;
      let alarms = 0;
      for (const n of SIZES) {
        for (const p of RATES) {
          const band = noiseBand({ baseline: p, questions: n, confidence });
          // the gate fails exactly when hits ≤ baselineHits − allowedLoss − 1
          const exact = binomialCdf(band.baselineHits - band.allowedLoss - 1, n, p);
          expect(exact, `n=${n} p=${p} c=${confidence}`).toBeLessThanOrEqual(alpha + 1e-12);
          let fails = 0;
          for (let t = 0; t < TRIALS; t++) if (judge({ train: { questions: n, hits: hitsOf(n, p, random) }, baseline: p, noise: binomial(confidence) })) fails++;
          expect(fails / TRIALS, `n=${n} p=${p} c=${confidence}`).toBeLessThanOrEqual(alpha + slack(alpha));
          worstExact = Math.max(worstExact, exact);
          worstMeasured = Math.max(worstMeasured, fails / TRIALS);
          alarms += fails;
        }
      }
      const cells = SIZES.length * RATES.length;
      report.push(`binomial null, confidence ${confidence} (α ${alpha.toFixed(2)}): mean false alarms ${(alarms / (cells * TRIALS)).toFixed(4)}, worst cell measured ${worstMeasured.toFixed(4)}, worst cell exact ${worstExact.toFixed(4)} over n ∈ {${SIZES.join(", ")}} × rate ∈ {${RATES.join(", ")}}`);
    }
  });

  it("paired: for any number of changed questions the exact test fails at most 1 − confidence of the time", () => {
    for (const confidence of CONFIDENCES) {
      const alpha = 1 - confidence;
      for (let discordant = 1; discordant <= 300; discordant++) {
        // P(fail | m discordant) under H0: losses ~ Binomial(m, 1/2), failing from the first significant count
        let firstReal = discordant + 1;
        for (let lost = 0; lost <= discordant; lost++) {
          if (mcnemarPValue({ lost, gained: discordant - lost }) < alpha) {
            firstReal = lost;
            break;
          }
        }
        const rate = firstReal > discordant ? 0 : binomialCdf(discordant - firstReal, discordant, 0.5);
        expect(rate, `m=${discordant} c=${confidence}`).toBeLessThanOrEqual(alpha + 1e-12);
      }
    }
  });

  it("paired: simulated pull requests that change nothing systematic fail at most 1 − confidence of the time", () => {
    const random = mulberry32(42);
    // Two null models: base and head draw each question independently from its own difficulty,
    // or the head keeps the base's outcome 90% of the time and redraws it otherwise.
    for (const [model, keep] of [["independent", 0], ["mostly unchanged", 0.9]] as const) {
      for (const confidence of CONFIDENCES) {
        const alpha = 1 - confidence;
        let alarms = 0;
        let cells = 0;
        for (const n of [5, 13, 24, 36, 100]) {
          let fails = 0;
          for (let t = 0; t < TRIALS; t++) {
            const pairs: QuestionPair[] = [];
            for (let i = 0; i < n; i++) {
              const q = 0.2 + 0.8 * random();
              const base = random() < q;
              const head = random() < keep ? base : random() < q;
              pairs.push({ id: `q${i}`, base, head });
            }
            if (judge({ train: { questions: n, hits: pairs.filter((p) => p.head).length }, baseline: 0.9, noise: paired(confidence), pairs })) fails++;
          }
          expect(fails / TRIALS, `${model} n=${n} c=${confidence}`).toBeLessThanOrEqual(alpha + slack(alpha));
          alarms += fails;
          cells++;
        }
        report.push(`paired null (${model}), confidence ${confidence}: false alarms ${(alarms / (cells * TRIALS)).toFixed(4)} over n ∈ {5, 13, 24, 36, 100}`);
      }
    }
  });

  it("questions: the plain rule's false-alarm rate is what N makes it (printed, not bounded)", () => {
    const random = mulberry32(7);
    for (const n of [13, 24, 36]) {
      let fails = 0;
      for (let t = 0; t < TRIALS; t++) if (judge({ train: { questions: n, hits: hitsOf(n, 0.9, random) }, baseline: 0.9, noise: { method: "questions", confidence: 0.95, questions: 2 } })) fails++;
      const recorded = Math.round(0.9 * n);
      const exact = binomialCdf(recorded - 3, n, 0.9);
      expect(Math.abs(fails / TRIALS - exact)).toBeLessThanOrEqual(slack(exact) + 0.002);
      report.push(`questions null (N = 2, rate 0.9, n = ${n}): false alarms ${(fails / TRIALS).toFixed(4)} (exact ${exact.toFixed(4)})`);
    }
  });
});

describe("calibration on constructed regressions of known size", () => {
  it("binomial and paired fire on a loss of k train questions, more often the larger k (n = 36, rate 0.9, 95%)", () => {
    const random = mulberry32(99);
    const n = 36;
    const p = 0.9;
    const power = { binomial: [] as number[], paired: [] as number[] };
    for (let k = 0; k <= 10; k++) {
      let binomialFires = 0;
      let pairedFires = 0;
      for (let t = 0; t < TRIALS; t++) {
        // the base run is a draw at the recorded rate; the head loses k of its hits and changes nothing else
        const base = Array.from({ length: n }, () => random() < p);
        const hitIndexes = base.flatMap((hit, i) => (hit ? [i] : []));
        for (let j = hitIndexes.length - 1; j > 0; j--) {
          const r = Math.floor(random() * (j + 1));
          [hitIndexes[j], hitIndexes[r]] = [hitIndexes[r]!, hitIndexes[j]!];
        }
        const lost = new Set(hitIndexes.slice(0, k));
        const pairs = base.map((hit, i) => ({ id: `q${i}`, base: hit, head: hit && !lost.has(i) }));
        const train = { questions: n, hits: pairs.filter((x) => x.head).length };
        if (judge({ train, baseline: p, noise: binomial(0.95) })) binomialFires++;
        if (judge({ train, baseline: p, noise: paired(0.95), pairs })) pairedFires++;
      }
      power.binomial.push(binomialFires / TRIALS);
      power.paired.push(pairedFires / TRIALS);
    }
    // paired sees exactly the k flips: silent up to 4, always from 5 (2^-5 < 0.05 ≤ 2^-4)
    expect(power.paired.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(power.paired.slice(5)).toEqual([1, 1, 1, 1, 1, 1]);
    // binomial also carries the base run's own noise against the recorded rate
    expect(power.binomial[0]).toBeLessThanOrEqual(0.05 + slack(0.05));
    expect(power.binomial[10]).toBeGreaterThan(0.95);
    for (let k = 1; k <= 10; k++) expect(power.binomial[k]! + 0.02).toBeGreaterThanOrEqual(power.binomial[k - 1]!);
    report.push(`regression of k lost train questions (n 36, rate 0.9, 95%), k = 0…10:`);
    report.push(`  binomial fires ${power.binomial.map((x) => x.toFixed(2)).join(" ")}`);
    report.push(`  paired fires   ${power.paired.map((x) => x.toFixed(2)).join(" ")}`);
  });

  it("binomial fires on a true drop in the rate, rarely at 0.05 and nearly always at 0.30 (n = 36, recorded 0.9)", () => {
    const random = mulberry32(5);
    const rates: string[] = [];
    let last = 0;
    for (const drop of [0, 0.05, 0.1, 0.2, 0.3]) {
      let fires = 0;
      for (let t = 0; t < TRIALS; t++) if (judge({ train: { questions: 36, hits: hitsOf(36, 0.9 - drop, random) }, baseline: 0.9, noise: binomial(0.95) })) fires++;
      rates.push(`${drop.toFixed(2)}: ${(fires / TRIALS).toFixed(2)}`);
      last = fires / TRIALS;
      if (drop === 0) expect(fires / TRIALS).toBeLessThanOrEqual(0.05 + slack(0.05));
    }
    expect(last).toBeGreaterThan(0.95);
    report.push(`binomial on a true drop in recall (n 36, recorded 0.9, 95%), drop: fires → ${rates.join(", ")}`);
  });
});

describe("calibration on the bundled fixtures (real retrieval, re-seeded splits)", () => {
  const SEEDS = 200;
  const evaluations = new Map<string, { registry: { train: number; seed: number; baseline: number }; current: SourceEvaluation; evaluate: (c: object) => Promise<SourceEvaluation> }>();

  beforeAll(async () => {
    for (const name of ["lumen", "policies"]) {
      const { workspace, evaluate } = await fixtureEvaluator(name);
      const source = workspace.registry.sources[0]!;
      evaluations.set(name, { registry: { ...workspace.registry.split, baseline: source.baseline!.recall }, current: await evaluate({}), evaluate });
    }
  });

  it.each(["lumen", "policies"])("%s: re-seeding the split with no change raises no more false alarms than 1 − confidence against the source's own rate", (name) => {
    const { registry, current } = evaluations.get(name)!;
    const all = current.runs;
    const rate = all.filter((r) => r.hit).length / all.length;
    let againstRate = 0;
    let againstRecorded = 0;
    let evaluated = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const train = all.filter((r) => splitOf(r.id, { train: registry.train, seed }) === "train");
      if (train.length === 0) continue;
      evaluated++;
      const hits = train.filter((r) => r.hit).length;
      if (judge({ train: { questions: train.length, hits }, baseline: rate, noise: binomial(0.95) })) againstRate++;
      if (judge({ train: { questions: train.length, hits }, baseline: registry.baseline, noise: binomial(0.95) })) againstRecorded++;
    }
    expect(evaluated).toBe(SEEDS);
    expect(againstRate / evaluated).toBeLessThanOrEqual(0.05);
    report.push(
      `${name} (${all.length} answerable questions, ${all.filter((r) => r.hit).length} hit): ${SEEDS} re-seeded splits, no change: ${againstRate} false alarms against the source's rate ${rate.toFixed(4)}; ${againstRecorded} against the recorded baseline ${registry.baseline} (measured on split seed ${registry.seed})`,
    );
  });

  it("lumen: a neutral change (size 120 → 480, identical chunks) flips nothing, a real regression (context header off) fails both tests", async () => {
    const { current, evaluate, registry } = evaluations.get("lumen")!;
    const judgeBoth = (head: SourceEvaluation) => {
      const pairs = current.runs.filter((r) => r.split === "train").map((r) => ({ id: r.id, base: r.hit, head: head.runs.find((h) => h.id === r.id)!.hit }));
      const train = { questions: head.train.questions, hits: head.train.hits };
      return { binomial: judge({ train, baseline: registry.baseline, noise: binomial(0.95) }), paired: judgeNoise({ train, baseline: registry.baseline, noise: paired(0.95), pairs, trainShare: 0.7 }) };
    };
    const neutral = judgeBoth(await evaluate({ size: 480 }));
    expect(neutral.binomial).toBe(false);
    expect(neutral.paired).toMatchObject({ lost: 0, gained: 0, realDrop: false });
    const broken = judgeBoth(await evaluate({ contextHeader: false }));
    expect(broken.binomial).toBe(true);
    expect(broken.paired).toMatchObject({ lost: 7, realDrop: true });
    report.push(`lumen, context header off: train 13 → 6 of 13; binomial fails, paired fails (${broken.paired.outcome})`);
  });

  it("policies: a smaller chunk size (120/20 → 60/0) loses 3 train questions, inside both bands at n = 22", async () => {
    const { current, evaluate, registry } = evaluations.get("policies")!;
    const head = await evaluate({ size: 60, overlap: 0 });
    const pairs = current.runs.filter((r) => r.split === "train").map((r) => ({ id: r.id, base: r.hit, head: head.runs.find((h) => h.id === r.id)!.hit }));
    const train = { questions: head.train.questions, hits: head.train.hits };
    const byBinomial = judgeNoise({ train, baseline: registry.baseline, noise: binomial(0.95), pairs: null, trainShare: 0.7 });
    const byPaired = judgeNoise({ train, baseline: registry.baseline, noise: paired(0.95), pairs, trainShare: 0.7 });
    expect(byBinomial).toMatchObject({ lost: 3, allowedLoss: 3, realDrop: false });
    expect(byPaired.realDrop).toBe(false);
    report.push(`policies, 60/0 instead of 120/20: train 19 → ${train.hits} of 22; binomial: ${byBinomial.outcome} paired: ${byPaired.outcome} ${byBinomial.detection.sentence}`);
  });
});
