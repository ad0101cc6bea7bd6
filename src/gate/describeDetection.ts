import { formatCount, plural } from "../formatCount.js";
import { DETECTABLE_DROP, type Detection } from "./noiseMethod.js";

/** Sizes are searched up to here; a source that needs more is told so rather than given a number. */
const LARGEST_SUGGESTION = 5000;

/**
 * One method's detection at `questions`: the smallest failing loss and, when that drop exceeds
 * DETECTABLE_DROP, the smallest larger train size that catches it (searched in order: discrete tests
 * are not monotone). `cacheKey` must name `smallestLossAt` completely.
 */
export function describeDetection(options: { questions: number; smallestLossAt: (m: number) => number | null; trainShare: number; cacheKey: string }): Detection {
  const { questions: n, smallestLossAt, trainShare } = options;
  const target = DETECTABLE_DROP;
  const smallestLoss = n === 0 ? null : smallestLossAt(n);
  const smallestDrop = smallestLoss === null ? null : smallestLoss / n;
  const tooSmall = smallestDrop === null || smallestDrop > target + 1e-12;
  const suggestedTrain = tooSmall ? suggest(`${options.cacheKey}|${n}`, n, smallestLossAt) : null;
  const suggestedTotal = suggestedTrain === null ? null : Math.ceil(suggestedTrain / trainShare - 1e-9);
  return { smallestLoss, smallestDrop, target, tooSmall, suggestedTrain, suggestedTotal, sentence: sentence({ n, smallestLoss, smallestDrop, tooSmall, suggestedTrain, suggestedTotal, target, trainShare }) };
}

const searches = new Map<string, number | null>();

/** The smallest size above n that catches a drop of DETECTABLE_DROP, remembered by key (at most 1,000 answers). */
function suggest(key: string, n: number, smallestLossAt: (m: number) => number | null): number | null {
  const known = searches.get(key);
  if (known !== undefined) return known;
  let found: number | null = null;
  for (let m = Math.max(n + 1, 1); m <= LARGEST_SUGGESTION; m++) {
    const loss = smallestLossAt(m);
    if (loss !== null && loss / m <= DETECTABLE_DROP + 1e-12) {
      found = m;
      break;
    }
  }
  if (searches.size >= 1000) searches.clear();
  searches.set(key, found);
  return found;
}

function sentence(d: { n: number; smallestLoss: number | null; smallestDrop: number | null; tooSmall: boolean; suggestedTrain: number | null; suggestedTotal: number | null; target: number; trainShare: number }): string {
  const questions = plural(d.n, "train question");
  const suggestion =
    d.suggestedTrain === null
      ? `no golden set up to ${formatCount(LARGEST_SUGGESTION)} train questions would catch a drop of ${d.target.toFixed(2)} at this baseline.`
      : `about ${plural(d.suggestedTrain, "train question")} (${d.suggestedTotal} questions for this source at split.train ${d.trainShare}) would catch a drop of ${d.target.toFixed(2)}.`;
  if (d.n === 0) return `No train question lands in this source, so nothing can fail: ${suggestion}`;
  if (d.smallestLoss === null) return `With ${questions}, no loss can fail the gate: this source is too small to gate on; ${suggestion}`;
  const detects = `With ${questions}, the smallest drop that fails is ${plural(d.smallestLoss, "question")} (${d.smallestDrop!.toFixed(2)} in recall)`;
  return d.tooSmall ? `${detects}; ${suggestion}` : `${detects}.`;
}
