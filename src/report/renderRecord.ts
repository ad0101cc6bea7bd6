import type { RecordResult } from "../usecases/index.js";
import { heldOutBelowTrain } from "../gate/index.js";
import { formatChunking } from "./format.js";

/**
 * What `chunkgate record` measured, as text: the configuration, train and held-out recall, the
 * overfit note (heldOutBelowTrain), then the registry's diff. The command says what it wrote.
 */
export function renderRecord(result: RecordResult, options: { sourceId: string; k: number; overfitMargin: number; confidence: number }): string {
  const { train, heldOut, index } = result.evaluation;
  const held = heldOut.questions === 0 ? "no held-out question" : `held-out ${heldOut.recall.toFixed(3)} (${heldOut.hits} of ${heldOut.questions}, scored once)`;
  let out = `chunkgate record: ${options.sourceId} · ${formatChunking(result.chunking)} · train recall@${options.k} ${train.recall.toFixed(3)} (${train.hits} of ${train.questions}) · ${held} · ${index.retriever.identity}\n`;
  const gap = heldOutBelowTrain({ train, heldOut, confidence: options.confidence, margin: options.overfitMargin });
  if (gap !== null) out += `note: ${gap}\n`;
  out += result.diff === "" ? `\n${result.file} already records these parameters and numbers; nothing to change.\n` : `\n${result.diff}\n`;
  return out;
}
