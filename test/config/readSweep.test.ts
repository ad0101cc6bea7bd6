import { describe, expect, it } from "vitest";
import { parseRegistry } from "../../src/config/parseRegistry.js";
import { resolveSweepGrid } from "../../src/usecases/sweep/resolveSweepGrid.js";
import { expectOnly } from "./problems.js";

const FILE = "chunkgate.yml";
// Lines 1–8; cases append at top level (no indent) or in the source (4 spaces) from line 9.
const BASE = `version: 1
questions: evals/retrieval.yaml
sources:
  - id: docs
    include: ["docs/**/*.md"]
    chunking:
      strategy: structural
      size: 120
`;

const parse = (text: string) => () => parseRegistry(text, FILE);

describe("the sweep: blocks of the registry", () => {
  it("reads a top-level grid and a source's own, list by list", () => {
    const registry = parseRegistry(`${BASE}    sweep:\n      sizes: [60, 240]\nsweep:\n  sizes: [100]\n  overlaps: [0, 0.1, 20]\n  strategies: [structural, fixed]\n`, FILE);
    expect(registry.sweep).toEqual({ sizes: [100], overlaps: [0, 0.1, 20], strategies: ["structural", "fixed"], choiceBand: null, line: 11 });
    expect(registry.sources[0]!.sweep).toEqual({ sizes: [60, 240], overlaps: null, strategies: null, choiceBand: null, line: 9 });
  });

  it("reads `choice_band` at the top level and per source, a source's own winning", () => {
    const registry = parseRegistry(`${BASE}    sweep:\n      choice_band: 0\nsweep:\n  choice_band: 3\n`, FILE);
    expect(registry.sweep).toMatchObject({ choiceBand: 3, sizes: null });
    expect(registry.sources[0]!.sweep).toMatchObject({ choiceBand: 0, sizes: null });
  });

  it("leaves registries without a sweep: block exactly as before", () => {
    const registry = parseRegistry(BASE, FILE);
    expect("sweep" in registry).toBe(false);
    expect("sweep" in registry.sources[0]!).toBe(false);
  });

  it("takes each list from the flags, else the source, else the top level, else the default grid", () => {
    const registry = parseRegistry(`${BASE}    sweep:\n      sizes: [240, 60]\nsweep:\n  sizes: [100]\n  overlaps: [0.25, 0]\n`, FILE);
    const source = registry.sources[0]!;
    expect(resolveSweepGrid({ registry, source })).toEqual({ strategies: ["structural"], sizes: [60, 240], overlaps: [0, 0.25] });
    expect(resolveSweepGrid({ registry, source, flags: { sizes: [30], strategies: ["fixed"] } })).toEqual({ strategies: ["fixed"], sizes: [30], overlaps: [0, 0.25] });
    const bare = parseRegistry(BASE, FILE);
    expect(resolveSweepGrid({ registry: bare, source: bare.sources[0]! })).toEqual({ strategies: ["structural"], sizes: [60, 120, 240, 480], overlaps: [0, 0.1, 0.25] });
  });

  it("reports an unknown strategy at the line of the sweep: block that names it", () => {
    const registry = parseRegistry(`${BASE}sweep:\n  strategies: [structural, fixd]\n`, FILE);
    expectOnly(() => resolveSweepGrid({ registry, source: registry.sources[0]! }), { file: FILE, line: 9, message: 'sweep: unknown chunking strategy "fixd"', hint: "list in `sweep.strategies` one of: structural, fixed" });
  });

  it("refuses to sweep the page strategy, which ignores size and overlap", () => {
    const registry = parseRegistry(BASE.replace("strategy: structural", "strategy: page"), FILE);
    expectOnly(() => resolveSweepGrid({ registry, source: registry.sources[0]! }), { file: FILE, line: 4, message: "`page` cannot be swept", hint: "pass --strategies" });
  });

  const cases: { name: string; text: string; line: number; message: string; hint: string }[] = [
    { name: "an empty list of sizes", text: "sweep:\n  sizes: []\n", line: 10, message: "`sweep.sizes` must list at least one value, got an empty list", hint: "sizes: [60, 120, 240]" },
    { name: "a size of 0", text: "sweep:\n  sizes: [60, 0]\n", line: 10, message: "`sweep.sizes[1]` must be an integer at least 1, got `0`", hint: "- 1" },
    { name: "a fractional count as overlap", text: "sweep:\n  overlaps: [0, 1.5]\n", line: 10, message: "`sweep.overlaps[1]` must be a ratio of the size from 0 up to (not including) 1, or a whole count of at least 1, got `1.5`", hint: "write `1`, or a ratio below 1" },
    { name: "a negative overlap", text: "sweep:\n  overlaps: [-0.1]\n", line: 10, message: "`sweep.overlaps[0]` must be a ratio", hint: "- 0.1" },
    { name: "sizes not a list", text: "sweep:\n  sizes: 120\n", line: 10, message: "`sweep.sizes` must be a list, got `120`", hint: "sizes: [60, 120, 240]" },
    { name: "a misspelled key", text: "sweep:\n  size: [60]\n", line: 10, message: "unknown key `sweep.size`", hint: "did you mean `sizes`?" },
    { name: "a sweep that is not a mapping", text: "sweep: [60, 120]\n", line: 9, message: "`sweep` must be a mapping, got a list", hint: "sweep: { sizes: [60, 120, 240]" },
    { name: "a grid key at the top level", text: "sizes: [60]\n", line: 9, message: "unknown key `sizes`", hint: "`sizes` belongs inside `sweep:`" },
    { name: "a grid key directly under a source", text: "    overlaps: [0]\n", line: 9, message: "source `docs`: unknown key `overlaps`", hint: "`overlaps` belongs inside `sweep:`" },
    { name: "a negative choice band", text: "sweep:\n  choice_band: -1\n", line: 10, message: "`sweep.choice_band` must be an integer at least 0, got `-1`", hint: "choice_band: 2" },
    { name: "a fractional choice band", text: "sweep:\n  choice_band: 1.5\n", line: 10, message: "`sweep.choice_band` must be an integer at least 0, got `1.5`", hint: "choice_band: 2" },
    { name: "a choice band at the top level", text: "choice_band: 2\n", line: 9, message: "unknown key `choice_band`", hint: "`choice_band` belongs inside `sweep:`" },
    { name: "a quoted size in a source's sweep", text: '    sweep:\n      sizes: ["60"]\n', line: 10, message: 'source `docs`: `sweep.sizes[0]` must be an integer at least 1, got "60"', hint: "remove the quotes: `- 60`" },
  ];

  it.each(cases)("reports $name with its line and a fix", ({ text, line, message, hint }) => {
    expectOnly(parse(`${BASE}${text}`), { file: FILE, line, message, hint });
  });
});
