/** The CLI shell: argument parsing (once, into one typed object), the commands, printing. */
export { runCli, runCliProcess } from "./runCli.js";
