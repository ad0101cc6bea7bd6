/**
 * The one shipped bundle, shared by the CLI's, the action's and the library's entries. The action's
 * code is a dynamic import, so the CLI and the library never load it or `@actions/*`.
 */
export * from "./engine.js";
export { runCliProcess } from "./cli/index.js";
export { loadMdxSupport } from "./corpus/index.js";

/** The action's process for `entry`, which must call this again in the worker; never throws. */
export async function runActionProcess(entry: URL): Promise<void> {
  const main = await import("./main.js");
  await main.runActionProcess(entry);
}
