/** The parser's loop steps: deterministic, so tests check its linear cost without timing anything. */
export const parseWork = { steps: 0 };
