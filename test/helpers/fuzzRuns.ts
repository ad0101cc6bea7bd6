/**
 * How many runs a property test makes: `n` by default, `n` times `CHUNKGATE_FUZZ_SCALE` for a long
 * fuzz campaign (`CHUNKGATE_FUZZ_SCALE=100 npx vitest run test/corpus/parseDocument.property.test.ts
 * test/evaluation/metrics.property.test.ts test/config/properties.test.ts`). The seed stays random,
 * and fast-check prints it with any counterexample, so a failure can be replayed.
 */
export function fuzzRuns(n: number): number {
  const scale = Number(process.env.CHUNKGATE_FUZZ_SCALE ?? "1");
  return Number.isFinite(scale) && scale > 0 ? Math.max(1, Math.round(n * scale)) : n;
}
