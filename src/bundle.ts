/** The one shipped bundle of the CLI, action and library entries; the action is a dynamic import the others never load. */
export * from "./engine.js";
export { runCliProcess } from "./cli/index.js";
export { loadMdxSupport } from "./corpus/index.js";

/** The action's process for `entry`, which must call this again in the worker; never throws. */
export async function runActionProcess(entry: URL): Promise<void> {
  const main = await import("./main.js");
  await main.runActionProcess(entry);
}
