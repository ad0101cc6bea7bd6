/** The project's seeded PRNG lives in the engine (thresholdout draws from it); re-exported for the benchmarks. */
export { mulberry32 } from "../../src/gate/mulberry32.js";
