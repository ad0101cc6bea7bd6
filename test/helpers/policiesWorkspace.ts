import { loadWorkspace, type Workspace } from "../../src/usecases/check/loadWorkspace.js";
import type { GridFlags } from "../../src/usecases/sweep/resolveSweepGrid.js";
import { fixture } from "./evaluateFixture.js";

/** The grid the real sweep tests measure: 3 sizes × 2 overlaps, enough for the rule to matter. */
export const GRID: GridFlags = { sizes: [60, 120, 240], overlaps: [0, 0.1] };

let loaded: Promise<Workspace> | undefined;

/** fixtures/policies loaded once per test file (the shape where size and overlap matter). */
export function policiesWorkspace(): Promise<Workspace> {
  loaded ??= loadWorkspace({ root: fixture("policies") });
  return loaded;
}
