import { setFlagsFromString } from "node:v8";

/**
 * Documents a run may parse, or prepare for chunking, in one step before it no longer counts as
 * small (see {@link growYoungGenerationFor}): a pull request on a warm cache prepares the few it
 * changed; a cold check, a sweep or a changed chunking prepare hundreds to thousands.
 */
export const SMALL_RUN_DOCUMENTS = 64;

// the setter holdYoungGeneration used, while the young generation is held
let heldWith: ((flags: string) => void) | undefined;

/**
 * Holds V8's young generation at its initial size, one 1 MB semi-space each way, by setting
 * `--semi-space-growth-factor=1` at run time, unless the process was started with a young
 * generation flag of its own (in its arguments or NODE_OPTIONS), which is then left alone. Called
 * first by the CLI and the action; returns whether it held it.
 *
 * Why: by default V8 doubles each semi-space up to 16 MB (32 MB on Node 24) as soon as a run keeps
 * objects alive, and filling both costs a first touch of every page, about 8,000 page faults, 0.1 s
 * of CPU on a host where a fault costs 12 µs, whatever the run's length. A small run never earns
 * that back; a long one does (its young objects, promoted sooner in a small young generation, load
 * the old one), so the engine lets it grow as soon as a run proves long (growYoungGenerationFor).
 * Measured in fresh processes, interleaved, CPU seconds, Node 20, against the bundle without it:
 * otel-docs' warm pull request of 5 files 1.34 → 1.17 s and 1.04 → 0.93 s (25,800 → 18,000 faults);
 * vba-docs' 2.60 → 2.65 s and 2.17 → 2.20 s (49,800 → 42,700 faults: within noise); a cold check of
 * vba-docs 4.86 → 4.80 s, released at once. Held through a whole cold check it cost 5.56 → 5.85 s,
 * hence the release. Why at run time: V8 raises a growth factor under 2 to 2 when it sets up its
 * heap, but reads the flag at each growth.
 *
 * Guarantees: changes only when and how V8 collects young garbage, never a result.
 */
export function holdYoungGeneration(argv: readonly string[] = process.execArgv, nodeOptions: string = process.env.NODE_OPTIONS ?? "", setFlags: (flags: string) => void = setFlagsFromString): boolean {
  const given = /--(?:max|min)[-_]semi[-_]space[-_]size|--semi[-_]space[-_]growth[-_]factor/;
  if (argv.some((a) => given.test(a)) || given.test(nodeOptions)) return false;
  setFlags("--semi-space-growth-factor=1");
  heldWith = setFlags;
  return true;
}

/**
 * Lets the young generation grow again as V8 grows it by default (factor 2), when
 * holdYoungGeneration held it; otherwise, and after the first call, does nothing.
 */
export function letYoungGenerationGrow(): void {
  const setFlags = heldWith;
  if (setFlags === undefined) return;
  heldWith = undefined;
  setFlags("--semi-space-growth-factor=2");
}

/** {@link letYoungGenerationGrow} when one step of a run parses or prepares more than SMALL_RUN_DOCUMENTS documents. */
export function growYoungGenerationFor(documents: number): void {
  if (documents > SMALL_RUN_DOCUMENTS) letYoungGenerationGrow();
}
