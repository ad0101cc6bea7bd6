import { laplace } from "./laplace.js";

/** Thresholdout's parameters, as `held_out: { protect: thresholdout, … }` gives them. */
export interface ThresholdoutParameters {
  /** T: the gap (in recall) below which train recall is shown for held-out. Default 0.10, range (0, 1). */
  threshold: number;
  /** σ: the Laplace noise scale (in recall). Default 0.025, range (0, 0.5]. */
  sigma: number;
  /** B: how many over-threshold reveals the held-out split can give. Default 10, range 1 to 1000. */
  budget: number;
}

/** What thresholdout shows for one query. */
export type ThresholdoutOutcome =
  /** Held-out agreed with train within the noisy threshold: train recall is shown for it, and nothing is spent. */
  | { kind: "withheld"; value: number; spent: number; remaining: number; sentence: string }
  /** The gap crossed the threshold: held-out recall is shown with Laplace noise, and one reveal is spent. */
  | { kind: "revealed"; value: number; spent: number; remaining: number; sentence: string }
  /** The budget was already spent: nothing is shown; the held-out split needs new questions. */
  | { kind: "exhausted"; value: null; spent: number; remaining: 0; sentence: string };

/** Thresholdout's two seeded noise sources (see thresholdoutRandom for how to seed them). */
export interface ThresholdoutRandom {
  /** Draws the threshold's noise γ. Must give the same draw on every query between two reveals. */
  threshold: () => number;
  /** Draws this query's noise: the comparison's η, then (on a reveal) the shown score's ξ. */
  query: () => number;
}

/**
 * Thresholdout, the reusable holdout of Dwork, Feldman, Hardt, Pitassi, Reingold and Roth
 * ("The reusable holdout", Science 349, 2015), for one look at a source's held-out recall.
 *
 * How it goes: when `spent` has reached the budget, nothing is shown (`exhausted`). Otherwise the
 * threshold is T + γ with γ ~ Laplace(2σ), the comparison adds η ~ Laplace(4σ), and
 * - when |held-out − train| > T + γ + η, held-out recall + ξ, ξ ~ Laplace(σ), is shown (clamped to
 *   [0, 1], which changes no guarantee) and one reveal is spent;
 * - otherwise train recall is shown in its place, and nothing is spent.
 * The threshold's noise is redrawn only after a reveal, as in the paper: seed `random.threshold`
 * from something that changes exactly when `spent` does (thresholdoutRandom does).
 *
 * The guarantee, in plain words: what a reader learns about the held-out questions comes only
 * from the reveals, and each reveal is blurred by noise of scale σ; so as long as the budget is
 * not spent, tuning a configuration against what thresholdout shows cannot fit the held-out
 * questions much better than chance, and the held-out score stays an honest estimate of how the
 * configuration does on questions nobody tuned for. Formally the whole sequence of answers is
 * differentially private with ε about 2B / (σ·n) for n held-out questions, and the answers stay
 * accurate to within roughly the threshold while that ε is small. On the ten or twenty held-out
 * questions of a typical golden set the formal bound is loose (ε is large), so read the budget
 * as what it plainly is: a hard limit on how often a precise held-out number is shown before
 * fresh questions are needed.
 *
 * Parameters (defaults and why: REGISTRY_DEFAULTS.heldOut):
 * @param input.train Train recall of the configuration being looked at, in [0, 1].
 * @param input.heldOut Its held-out recall, in [0, 1]; never returned unless revealed with noise.
 * @param input.spent Reveals already spent on this held-out split (the ledger: summariseLedger), ≥ 0.
 * @param input.random Seeded noise sources; same seeds, same outcome.
 */
export function thresholdout(input: { train: number; heldOut: number; parameters: ThresholdoutParameters; spent: number; random: ThresholdoutRandom }): ThresholdoutOutcome {
  const { train, heldOut, parameters, spent, random } = input;
  const { threshold, sigma, budget } = parameters;
  if (spent >= budget) {
    return {
      kind: "exhausted",
      value: null,
      spent,
      remaining: 0,
      sentence: `Thresholdout's budget of ${budget} held-out reveals is spent: the held-out split has been looked at as often as it can honestly answer and needs new questions (add a fresh batch of held-out questions to the golden set; its budget starts again).`,
    };
  }
  const noisyThreshold = threshold + laplace(2 * sigma, random.threshold);
  const gap = Math.abs(heldOut - train);
  if (gap > noisyThreshold + laplace(4 * sigma, random.query)) {
    const value = Math.min(1, Math.max(0, heldOut + laplace(sigma, random.query)));
    const remaining = budget - spent - 1;
    const last = remaining === 0 ? " That was the last one: the held-out split now needs new questions." : "";
    return {
      kind: "revealed",
      value,
      spent: spent + 1,
      remaining,
      sentence: `Held-out recall differs from train (${train.toFixed(2)}) by more than thresholdout's threshold, so it is shown with noise: ${value.toFixed(2)}. This used 1 of ${budget} reveals; ${remaining} left.${last}`,
    };
  }
  return {
    kind: "withheld",
    value: train,
    spent,
    remaining: budget - spent,
    sentence: `Held-out recall is within thresholdout's threshold of train, so train recall (${train.toFixed(2)}) is shown for it and the held-out score stays unseen; ${budget - spent} of ${budget} reveals left.`,
  };
}
