/** The CLI shell: argument parsing (once, into one typed object), the commands, printing. */
export { runCli } from "./runCli.js";
export type { CliIo } from "./io.js";
export { HELP } from "./help.js";
export { runCliProcess } from "./runCliProcess.js";
