/** The CLI shell: argument parsing (once, into one typed object), the commands, printing. */
export { runCli } from "./runCli.js";
export { runCliProcess } from "./runCliProcess.js";
