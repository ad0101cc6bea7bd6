/**
 * The Markdown parser's loop steps: deterministic, so tests check its promise of linear cost (double
 * the input, about double the work) without timing anything.
 */
export const parseWork = { steps: 0 };
