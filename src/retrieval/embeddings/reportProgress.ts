/**
 * Says how far embedding has come: `docs: embedded 64/128 new texts (512 of 640 from the cache)`,
 * only when the count crosses a tenth of the total or reaches it, so a long run writes about ten
 * lines to a CI log rather than one per request.
 */
export function reportProgress(options: { label: string; before: number; done: number; total: number; cached: number; all: number; progress: (message: string) => void }): void {
  const { before, done, total } = options;
  const step = (n: number) => Math.floor((n * 10) / total);
  if (done !== total && step(done) === step(before)) return;
  options.progress(`${options.label}: embedded ${done}/${total} new texts (${options.cached} of ${options.all} from the cache)`);
}
