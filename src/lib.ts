/**
 * chunkgate's engine as a library: plain functions over plain data, no `@actions/*`, no `process`,
 * no exits. The CLI and the action are thin shells over these. Everything comes from a folder's
 * public face (its index.ts), in stage order (docs/architecture.md).
 */
import { loadMdxSupport } from "./corpus/index.js";

export * from "./engine.js";

// parseDocument is synchronous and may be given an `.mdx` file at any time, which needs acorn: the
// library loads it as it is imported (the CLI and the action load it only for a corpus holding MDX).
await loadMdxSupport();
