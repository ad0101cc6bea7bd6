import { LineCounter, parseDocument, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from "yaml";

/** What parseYamlText accepts: the `yaml` package's parse, document and schema options, minus the line counter it supplies. */
export type YamlTextOptions = Omit<ParseOptions, "lineCounter"> & DocumentOptions & SchemaOptions;

/**
 * Parses one YAML text with the `yaml` package: the one place in chunkgate that does, so every
 * golden set, registry, front matter and edited file is read under the same limits. Returns the
 * document (with its errors, never thrown) and a line counter for 1-based line numbers.
 * Defaults: the YAML 1.2 core schema (`2026-11-03` and `yes` stay text) and duplicate keys left to
 * the caller to report with both lines; `options` override them.
 */
export function parseYamlText(text: string, options: YamlTextOptions = {}): { doc: Document.Parsed; lines: LineCounter } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { schema: "core", uniqueKeys: false, ...options, lineCounter: lines });
  return { doc, lines };
}
