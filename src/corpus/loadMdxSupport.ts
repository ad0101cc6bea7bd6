import { loadJsParser } from "./markdown/mdx/acornParser.js";

/**
 * Loads what parsing `.mdx` needs (acorn, a bundle file of its own), once; loadCorpus does it
 * itself, so only a direct caller of parseDocument on MDX needs it. Its own function so the
 * package's declarations name none of acorn's types.
 */
export function loadMdxSupport(): Promise<void> {
  return loadJsParser();
}
