import type { ChunkingParams } from "../chunking/index.js";

/** `structural 120/20 words, header` — a chunking configuration in one short phrase. */
export function formatChunking(params: ChunkingParams): string {
  const size = params.strategy === "page" ? "whole documents" : `${params.size}/${params.overlap} ${params.unit === "tokens" ? `tokens (${params.tokenizer})` : "words"}`;
  return `${params.strategy} ${size}${params.contextHeader ? ", context header" : ", no header"}`;
}
