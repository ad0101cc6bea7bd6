/** The one shipped bundle of the CLI, action and library entries; the action is a dynamic import the others never load. */
export * from "./engine.js";
export { runCliProcess } from "./cli/index.js";
export { loadMdxSupport } from "./corpus/index.js";

/** The action's worker (dist/cli/action.js): runs the action, or reports a stopped run (see src/main.ts); never throws. */
export async function runActionWorker(): Promise<void> {
  const main = await import("./main.js");
  await main.runActionWorker();
}
