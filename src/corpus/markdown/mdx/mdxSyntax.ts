import type { MdxInline } from "../inline/tokenizeInline.js";
import type { MdxFlow } from "../mdxFlow.js";

/** MDX's flow and inline constructs for one document (stub). */
export function mdxSyntax(_text: string): { flow: MdxFlow; inline: MdxInline; finish(): void } {
  throw new Error("MDX not implemented yet");
}
