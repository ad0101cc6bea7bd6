import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { NOISE_METHODS } from "../../src/config/registryDefaults.js";
import { judgeNoise } from "../../src/gate/noiseMethods.js";

const MINIMAL = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: "docs/**/*.md"
    chunking: { strategy: fixed }
`;
const DIGEST = `sha256:${"ab".repeat(32)}`;

describe("parseRegistry reads the settings that keep baselines honest", () => {
  it("defaults: binomial noise, no age limit, staleness warns, the default approval label, no held-out protection", () => {
    expect(parseRegistry(MINIMAL, "r.yml")).toMatchObject({
      noise: { method: "binomial", confidence: 0.95 },
      maxAgeDays: null,
      stale: "warn",
      approvalLabel: "chunkgate:accept-baseline",
      heldOut: { protect: "none" },
    });
  });

  it("reads each noise method with what it needs", () => {
    expect(parseRegistry(`${MINIMAL}noise: { method: paired, confidence: 0.9 }\n`, "r.yml").noise).toEqual({ method: "paired", confidence: 0.9 });
    expect(parseRegistry(`${MINIMAL}noise: { method: questions, questions: 2 }\n`, "r.yml").noise).toEqual({ method: "questions", confidence: 0.95, questions: 2 });
    expect(parseRegistry(`${MINIMAL}noise: { method: questions, questions: 0 }\n`, "r.yml").noise).toMatchObject({ questions: 0 });
  });

  it("accepts exactly the names the gate's noise-method registry knows", () => {
    for (const name of NOISE_METHODS) {
      const noise = parseRegistry(`${MINIMAL}noise: { method: ${name}${name === "questions" ? ", questions: 1" : ""} }\n`, "r.yml").noise;
      expect(judgeNoise({ train: { questions: 10, hits: 9 }, baseline: 0.9, noise, pairs: [], trainShare: 0.7 }).method).toBe(name);
    }
  });

  it("reads max_age_days, stale and approval_label", () => {
    const registry = parseRegistry(`${MINIMAL}max_age_days: 180\nstale: fail\napproval_label: "baseline: approved"\n`, "r.yml");
    expect(registry).toMatchObject({ maxAgeDays: 180, stale: "fail", approvalLabel: "baseline: approved" });
  });

  it("fills thresholdout's parameters with their defaults, and reads the ones given", () => {
    expect(parseRegistry(`${MINIMAL}held_out: { protect: thresholdout }\n`, "r.yml").heldOut).toEqual({ protect: "thresholdout", threshold: 0.1, sigma: 0.025, budget: 10 });
    const given = parseRegistry(`${MINIMAL}held_out: { protect: thresholdout, threshold: 0.05, sigma: 0.01, budget: 3 }\n`, "r.yml");
    expect(given.heldOut).toEqual({ protect: "thresholdout", threshold: 0.05, sigma: 0.01, budget: 3 });
    expect(parseRegistry(`${MINIMAL}held_out: { protect: none }\n`, "r.yml").heldOut).toEqual({ protect: "none" });
    expect(parseRegistry(`${MINIMAL}held_out:\n`, "r.yml").heldOut).toEqual({ protect: "none" });
  });

  it("reads a baseline's digest and fingerprints, and leaves them off a hand-written baseline", () => {
    const recorded = `${MINIMAL}    baseline:
      measured_on: 2026-11-03
      recall: 0.9
      golden_set: sha256:0123
      corpus_fingerprint: sha256:4567
      digest: ${DIGEST}
`;
    expect(parseRegistry(recorded, "r.yml").sources[0]?.baseline).toMatchObject({ goldenSet: "sha256:0123", corpusFingerprint: "sha256:4567", digest: DIGEST });
    const byHand = parseRegistry(`${MINIMAL}    baseline: { measured_on: 2026-11-03, recall: 0.9 }\n`, "r.yml").sources[0]?.baseline;
    expect(byHand).not.toHaveProperty("digest");
    expect(byHand).not.toHaveProperty("goldenSet");
    expect(byHand).not.toHaveProperty("corpusFingerprint");
  });
});
