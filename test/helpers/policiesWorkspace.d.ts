import { type Workspace } from "../../src/usecases/check/loadWorkspace.js";
import type { GridFlags } from "../../src/usecases/sweep/resolveSweepGrid.js";
/** The grid the real sweep tests measure: 3 sizes × 2 overlaps, enough for the rule to matter. */
export declare const GRID: GridFlags;
/** fixtures/policies loaded once per test file (the shape where size and overlap matter). */
export declare function policiesWorkspace(): Promise<Workspace>;
