import { loadJsParser } from "./markdown/mdx/acornParser.js";

/** Loads what parseDocument needs for `.mdx` (loadCorpus does it itself); its own module so the declarations name no acorn type. */
export function loadMdxSupport(): Promise<void> {
  return loadJsParser();
}
