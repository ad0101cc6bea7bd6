import { isAlias, isMap, isScalar, isSeq, type Node } from "yaml";
import { parseYamlText } from "../parseYamlText.js";
import { startLine } from "./yamlReader.js";

/** The 1-based line of the key at `path` (keys and list indexes, aliases followed) in a YAML text, else undefined. */
export function findKeyLine(text: string, path: ReadonlyArray<string | number>): number | undefined {
  const { doc, lines } = parseYamlText(text);
  if (doc.errors.length > 0) return undefined;
  let node: unknown = doc.contents;
  let line: number | undefined;
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(doc);
    if (typeof segment === "number" && isSeq(node)) {
      node = node.items[segment];
      line = startLine(node as Node | undefined, lines);
    } else if (typeof segment === "string" && isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
      if (pair === undefined) return undefined;
      line = startLine(pair.key as Node, lines);
      node = pair.value;
    } else {
      return undefined;
    }
    if (line === undefined) return undefined;
  }
  return line;
}
