/**
 * The one bundle the package script builds (dist/cli/bundle.js), shared by the CLI's entry
 * (dist/cli/index.js), the action's (dist/index.js) and the library's (lib/index.js), so the
 * shipped code exists once. The CLI's code is loaded with the bundle; the action's only when
 * runActionProcess is called (a dynamic import, which ncc splits into chunks of their own), so the CLI and
 * the library never load the action's code or `@actions/*`.
 */
export * from "./engine.js";
export { runCliProcess } from "./cli/index.js";
export { loadMdxSupport } from "./corpus/index.js";

/**
 * Runs the action's process (src/main.ts' runActionProcess) for the entry file `entry`, which must
 * call this function again when it is loaded in the worker; loads the action's code first. Never
 * throws.
 */
export async function runActionProcess(entry: URL): Promise<void> {
  const main = await import("./main.js");
  await main.runActionProcess(entry);
}
