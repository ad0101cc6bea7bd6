/** chunkgate's engine as a library: plain functions over plain data, no `@actions/*`, no `process`, no exits. */
import { loadMdxSupport } from "./corpus/index.js";

export * from "./engine.js";

// parseDocument is synchronous and may be given `.mdx` at any time, which needs acorn loaded first.
await loadMdxSupport();
