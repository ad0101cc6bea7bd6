import { type SourceEvaluation } from "../../src/usecases/check/evaluateSource.js";
import { type Workspace } from "../../src/usecases/check/loadWorkspace.js";
import type { ChunkingParams } from "../../src/chunking/types.js";
/** Absolute path of a bundled fixture repository. */
export declare function fixture(name: string): string;
/** Loads a fixture and returns a function that evaluates its first source under changed chunking. */
export declare function fixtureEvaluator(name: string): Promise<{
    workspace: Workspace;
    evaluate: (change: Partial<ChunkingParams>) => Promise<SourceEvaluation>;
}>;
