/**
 * How much work the Markdown parser did, in loop steps: lines read by the container stage and the
 * flow, constructs tried, characters and markers visited by inline parsing. Deterministic (no
 * clocks), so tests can check that doubling an input at most about doubles the work — the
 * parser's promise of linear cost on any input — without timing anything.
 */
export const parseWork = { steps: 0 };
