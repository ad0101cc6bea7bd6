import { LineCounter, parseDocument, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from "yaml";

/** What parseYamlText accepts: the `yaml` package's parse, document and schema options, minus the line counter it supplies. */
export type YamlTextOptions = Omit<ParseOptions, "lineCounter"> & DocumentOptions & SchemaOptions;

/** The one YAML parse, so all files read alike: core schema (`yes` is text), duplicate keys kept, errors returned. */
export function parseYamlText(text: string, options: YamlTextOptions = {}): { doc: Document.Parsed; lines: LineCounter } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { schema: "core", uniqueKeys: false, ...options, lineCounter: lines });
  return { doc, lines };
}
