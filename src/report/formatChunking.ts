import type { ChunkingParams } from "../chunking/index.js";

/** `structural 120/20 words, context header`: a chunking configuration in one short phrase. */
export function formatChunking(params: ChunkingParams): string {
  const unit = params.unit === "tokens" ? `tokens (${params.tokenizer})` : "words";
  let size = params.strategy === "page" ? "whole documents" : `${params.size}/${params.overlap} ${unit}`;
  if (params.strategy === "parent-child") size = `children ${params.childSize ?? "?"}/${params.overlap}, parents ${params.size} ${unit}`;
  if (params.strategy === "langchain-recursive") {
    const length = params.lengthUnit === "tokens" ? `tokens (${params.tokenizer})` : "characters";
    size = `${params.size}/${params.overlap} ${length}${params.separators ? `, separators ${JSON.stringify(params.separators)}` : ""}`;
  }
  const merge = params.mergeSmallSections ? ", small sections merged" : "";
  return `${params.strategy} ${size}${merge}${params.contextHeader ? ", context header" : ", no header"}`;
}
