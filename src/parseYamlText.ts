import { LineCounter, parseDocument, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from "yaml";

/** What parseYamlText accepts: the `yaml` package's parse, document and schema options, minus the line counter it supplies. */
export type YamlTextOptions = Omit<ParseOptions, "lineCounter"> & DocumentOptions & SchemaOptions;

/**
 * Parses one YAML text, the one place that does, so every YAML file is read under the same rules; errors are returned,
 * never thrown. The core schema keeps `2026-11-03` and `yes` text; duplicate keys are left to the caller.
 */
export function parseYamlText(text: string, options: YamlTextOptions = {}): { doc: Document.Parsed; lines: LineCounter } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { schema: "core", uniqueKeys: false, ...options, lineCounter: lines });
  return { doc, lines };
}
