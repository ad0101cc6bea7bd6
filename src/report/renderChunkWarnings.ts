import { CHUNK_WARNING_KINDS, chunkWarnings, summariseQuality, type Chunk, type ChunkingParams, type ChunkWarning } from "../chunking/index.js";
import { formatChunking, formatQuality } from "./format.js";
import { jsonText } from "./escape.js";

/** What {@link renderChunkWarnings} shows. */
export interface ChunkWarningsView {
  sourceId: string;
  chunking: ChunkingParams;
  chunks: readonly Chunk[];
  /** How many of the worst chunks (and files) to list. */
  limit: number;
  /** JSON lines instead of text: a summary object, then one object per flagged chunk, worst first. */
  json: boolean;
}

/** `chunkgate chunks --warnings`: the warning rate, the files with most flagged chunks, then the worst chunks. */
export function renderChunkWarnings(view: ChunkWarningsView): string {
  const { chunks, limit } = view;
  const summary = summariseQuality(chunks, { orphanTokens: view.chunking.orphanTokens });
  const worst = worstFirst(chunkWarnings(chunks, { orphanTokens: view.chunking.orphanTokens }));
  if (view.json) {
    const head = jsonText({ source: view.sourceId, chunks: summary.chunks, flagged: summary.flagged, rate: summary.rate, counts: summary.counts }) + "\n";
    return head + worst.map((w) => jsonText({ id: w.chunk.id, path: w.chunk.path, line: w.chunk.startLine, warnings: w.kinds, tokens: w.chunk.tokens, text: w.chunk.text }) + "\n").join("");
  }
  let out = `${view.sourceId}: ${formatQuality(summary)} (${formatChunking(view.chunking)})\n`;
  out += `  ${CHUNK_WARNING_KINDS.map((k) => `${k} ${summary.counts[k]}`).join(" · ")}\n`;
  if (worst.length === 0) return out;
  const byFile = new Map<string, { flagged: number; total: number }>();
  for (const c of chunks) {
    const entry = byFile.get(c.path) ?? { flagged: 0, total: 0 };
    entry.total++;
    byFile.set(c.path, entry);
  }
  for (const w of worst) byFile.get(w.chunk.path)!.flagged++;
  const files = [...byFile].filter(([, e]) => e.flagged > 0).sort((a, b) => b[1].flagged - a[1].flagged || (a[0] < b[0] ? -1 : 1));
  out += `\nfiles with the most flagged chunks:\n`;
  for (const [file, e] of files.slice(0, limit)) out += `  ${file}: ${e.flagged} of ${e.total}\n`;
  out += `\nworst chunks (${Math.min(limit, worst.length)} of ${worst.length}):\n`;
  for (const w of worst.slice(0, limit)) {
    const preview = w.chunk.text.replace(/\s+/g, " ").trim();
    out += `  ${w.chunk.path}:${w.chunk.startLine}  ${w.kinds.join(", ")} · ${w.chunk.tokens} tokens · ${preview.length > 72 ? `${preview.slice(0, 71)}…` : preview}\n`;
  }
  return out;
}

function worstFirst(warnings: ChunkWarning[]): ChunkWarning[] {
  // stable sort: equal counts keep document order
  return warnings.map((w, i) => ({ w, i })).sort((a, b) => b.w.kinds.length - a.w.kinds.length || a.i - b.i).map(({ w }) => w);
}
