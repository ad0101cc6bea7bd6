import { isAlias, isMap, isScalar, isSeq, type YAMLMap } from "yaml";
import { parseYamlText } from "../../parseYamlText.js";
import { UserError } from "../../errors.js";
import { planMapEdits, type EditScope } from "./planMapEdits.js";
import { applyTextEdits } from "./applyTextEdits.js";
import type { YamlMapValue } from "./yamlValue.js";

/**
 * The registry text with one source's `chunking` keys and `baseline` block set, and every other
 * byte kept: comments (also those after a changed value), blank lines, key order, indentation,
 * quoting, flow mappings such as `questions: { train: 24, held_out: 10 }` and the file's line
 * endings. The yaml package's Document API finds each node and its exact position; the new values
 * are spliced into the original text rather than re-serialised, because `String(doc)` reflows the
 * rest of the file (it drops the spaces that align trailing comments and pads `["docs/**"]`).
 *
 * - `chunking` entries replace or add keys inside the source's `chunking:` mapping.
 * - `baseline` entries replace or add keys inside its `baseline:` mapping, which is created (block
 *   style, after the source's last key) when the source has none; `null` removes a key.
 * - `sweep` entries (when given and not empty) replace or add keys inside its `sweep:` mapping,
 *   created the same way after `baseline:` when the source has none.
 *
 * @param options.file The registry path, for messages.
 * @throws UserError when the source is missing, or a value to edit is an alias shared with others.
 */
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
