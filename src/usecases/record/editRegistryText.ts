import { isAlias, isMap, isScalar, isSeq, type YAMLMap } from "yaml";
import { parseYamlText } from "../../parseYamlText.js";
import { UserError } from "../../errors.js";
import { planMapEdits, type EditScope } from "./planMapEdits.js";
import type { YamlMapValue } from "./yamlValue.js";
import { applyTextEdits } from "./scalarEdit.js";

/** The registry text with one source's `chunking`, `baseline` and `sweep` spliced in, every other byte kept. */
export function editRegistryText(
  text: string,
  options: { file: string; sourceId: string; chunking: YamlMapValue["entries"]; baseline: YamlMapValue["entries"]; sweep?: YamlMapValue["entries"] },
): string {
  const { doc } = parseYamlText(text);
  if (doc.errors.length > 0) throw new UserError(`cannot edit: ${doc.errors[0]!.message}`, { file: options.file, hint: "fix the registry's YAML first" });
  const sources = isMap(doc.contents) ? doc.contents.get("sources", true) : undefined;
  const index = isSeq(sources) ? sources.items.findIndex((item) => isMap(item) && isScalar(item.get("id", true)) && item.get("id") === options.sourceId) : -1;
  if (!isSeq(sources) || index === -1) {
    throw new UserError(`no source "${options.sourceId}" in ${options.file} to record into`, { file: options.file, hint: "name a source id of the registry" });
  }
  const source = sources.items[index] as YAMLMap;
  const chunking = source.get("chunking", true);
  const path = `sources[${index}]`;
  if (isAlias(chunking) || !isMap(chunking)) {
    throw new UserError(`\`${path}.chunking\` of source "${options.sourceId}" is ${isAlias(chunking) ? "an alias" : "not a mapping"}: chunkgate record edits only a source's own chunking mapping`, {
      file: options.file,
      hint: "write the chunking out as a mapping for this source, then run record again",
    });
  }
  const scope: EditScope = { text, eol: text.includes("\r\n") ? "\r\n" : "\n", file: options.file, path };
  const edits = [
    ...planMapEdits({ ...scope, path: `${path}.chunking` }, chunking, options.chunking),
    ...planMapEdits(scope, source, [
      ["baseline", { entries: options.baseline, flow: false }],
      ...(options.sweep && options.sweep.length > 0 ? [["sweep", { entries: options.sweep, flow: false }] as const] : []),
    ]),
  ];
  return applyTextEdits(text, edits);
}
