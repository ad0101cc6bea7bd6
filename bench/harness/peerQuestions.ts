import { loadWorkspace, questionsFor, sourceDocuments } from "../../src/usecases/index.js";
import { chunkCorpus, prepareCorpus } from "../../src/chunking/chunkCorpus.js";
import { BENCH_CHUNKING } from "./benchWorkspace.js";

/** A question as the peer process needs it: its text and the supporting section's file and lines. */
export interface PeerQuestion {
  text: string;
  path: string;
  startLine: number;
  endLine: number;
}

/**
 * The golden set of a benchmark repository with each question's supporting section resolved by the
 * engine (file and line range), so the peer judges its chunks by the same rule: a chunk is relevant
 * when it comes from that file and overlaps those lines. Computed before any timed run.
 */
export async function peerQuestions(root: string): Promise<PeerQuestion[]> {
  const workspace = await loadWorkspace({ root });
  const source = workspace.registry.sources[0]!;
  return questionsFor(workspace, sourceDocuments(workspace, source)).map((q) => {
    const key = q.supporting[0]!;
    const path = key.paths[0]!;
    const [startLine, endLine] = key.ranges?.get(path)?.[0] ?? [1, Number.MAX_SAFE_INTEGER];
    return { text: q.question.text, path, startLine, endLine };
  });
}

/**
 * The peer's chunk size by characters: the mean length of chunkgate's 120-word chunks, rounded to
 * 10 (at least 100), so the two pipelines cut the corpus into pieces of about the same size.
 */
export async function peerChunkChars(root: string): Promise<number> {
  const workspace = await loadWorkspace({ root });
  const source = workspace.registry.sources[0]!;
  const prepared = await prepareCorpus(sourceDocuments(workspace, source), source.chunking.tokenizer);
  const chunks = await chunkCorpus(prepared, { ...source.chunking, ...BENCH_CHUNKING.words, contextHeader: source.chunking.contextHeader });
  const mean = chunks.reduce((sum, c) => sum + c.text.length, 0) / Math.max(1, chunks.length);
  return Math.max(100, Math.round(mean / 10) * 10);
}
