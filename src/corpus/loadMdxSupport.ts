import { loadJsParser } from "./markdown/mdx/acornParser.js";

/**
 * Loads what parsing `.mdx` files needs (acorn, a file of its own in the bundles); loadCorpus does
 * this itself for the files it selects, so only a caller of parseDocument on MDX needs it, before
 * the first such call. Loading twice does nothing.
 *
 * A function of its own rather than acornParser's loadJsParser re-exported: the package's type
 * declarations then name none of acorn's types, which it does not ship.
 */
export function loadMdxSupport(): Promise<void> {
  return loadJsParser();
}
