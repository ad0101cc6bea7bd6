import { superviseRun } from "./action/superviseRun.js";

/** The action's main (bundled on its own as dist/index.js): it only supervises the worker dist/cli/action.js. */
const here = import.meta.url; // through a variable, so the bundler leaves the worker's URL alone instead of bundling the file
await superviseRun(new URL("cli/action.js", here));
