import { setFlagsFromString } from "node:v8";

/** Heap growth, in percent over what is live after a full collection, that the entry points ask of V8. */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Asks V8 to let the heap grow to at most twice what was live after each full collection
 * (`--heap-growing-percent=100`), unless the process was started with its own value of that flag
 * (in its arguments or in NODE_OPTIONS), which is then kept. Called first by the CLI and the action.
 *
 * Why: a check allocates most of what it keeps while parsing, then builds chunks and an index from
 * it. V8's own heuristic let the heap grow up to about four times what was live at the last full
 * collection, so the peak depended on when that collection happened to run: a cold check of
 * vba-docs peaked at either ~295 MB or ~345 MB from one run to the next. With a factor of 2 it
 * peaked at 283–293 MB in every run measured, for the same CPU within noise (7.1–7.5 s against
 * 7.0–8.0 s), and the 100,000-document synthetic corpus at 1,515 MB against 1,553 MB.
 * V8 reads the flag whenever it sets the next collection's limit, so setting it at start is enough.
 *
 * Guarantees: changes only when V8 collects garbage, never a result.
 */
export function limitHeapGrowth(argv: readonly string[] = process.execArgv, nodeOptions: string = process.env.NODE_OPTIONS ?? "", setFlags: (flags: string) => void = setFlagsFromString): boolean {
  const chosen = /--heap[-_]growing[-_]percent/;
  if (argv.some((a) => chosen.test(a)) || chosen.test(nodeOptions)) return false;
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
