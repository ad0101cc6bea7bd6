import type { Node } from "yaml";
import type { EvidenceKey } from "./types.js";
import { check } from "./check.js";
import type { Scope, YamlReader } from "./yamlReader.js";

const KEYS = ["document", "heading", "span"];
const FORMS = "`{ document, heading }`, `{ document }` or `{ span }` (optionally with `document`)";
const EXAMPLE = '- { document: "Returns and Credits Policy", heading: ["Returns", "Damaged goods"] }';
const HEADING_EXAMPLE = '["Returns", "Damaged goods"]';
const DOCUMENT = { ...check.text(), example: '"Returns and Credits Policy"' };
const SPAN = { ...check.text(), example: '"The deductible for water damage is $1,000"' };
/** How `heading` is read: a list of headings, or one heading. */
const HEADING = {
  check: { ...check.text(), example: '"Damaged goods"' },
  example: `heading: ${HEADING_EXAMPLE}`,
  expected: "a heading path (a list of headings, or one heading)",
  single: { lead: "heading: ", example: HEADING_EXAMPLE },
  empty: ["must name at least one heading", "list the headings from the top, or leave `heading` out to key the whole document"],
} as const;

/**
 * One `supporting` or `distractors` item, `{ document, heading }`, `{ document }` or `{ span }`
 * (optionally with `document`), kept as written with its line. Undefined exactly when it recorded a
 * problem.
 */
export function readEvidenceKey(reader: YamlReader, item: { value: Node | null; line: number }, where: { scope: Scope; path: string }): EvidenceKey | undefined {
  const { prefix } = where.scope;
  const label = `\`${where.path}\``;
  const scope: Scope = { prefix, path: `${where.path}.`, line: item.line };
  const entries = reader.mapping(item.value, { scope, what: label, line: item.line, example: EXAMPLE, forms: FORMS }, KEYS);
  if (entries === undefined) return undefined;
  const known = [...entries.keys()].every((key) => KEYS.includes(key));
  const [span, heading, document] = [entries.get("span"), entries.get("heading"), entries.get("document")];
  if (span === undefined && document === undefined) {
    // Unknown keys were already reported with the closest known key; say more only when there were none.
    if (known) {
      const what = heading === undefined ? "is empty" : "has a `heading` but no `document`";
      reader.fail(`${prefix}${label} ${what}: write one of ${FORMS}`, item.line, `write it like \`${EXAMPLE}\``);
    }
    return undefined;
  }
  if (span !== undefined && heading !== undefined) {
    const hint = "keep `span` (it survives any re-chunking) or `heading`, and give the other its own item";
    reader.fail(`${prefix}${label} has both \`span\` and \`heading\`: write one of ${FORMS}`, heading.keyLine, hint);
    return undefined;
  }
  const documentName = reader.scalar(entries, "document", scope, DOCUMENT, span === undefined ? "required" : "optional");
  const documentOk = document === undefined || document.value === null ? span !== undefined : documentName !== undefined;
  if (span !== undefined) {
    const text = reader.scalar(entries, "span", scope, SPAN, "required");
    return text === undefined || !documentOk || !known ? undefined : { kind: "span", span: text, document: documentName, line: item.line };
  }
  const path = heading && reader.listOf(heading, { scope, label: `${scope.path}heading`, ...HEADING });
  if (documentName === undefined || !known || (heading !== undefined && path === undefined)) return undefined;
  return path === undefined ? { kind: "document", document: documentName, line: item.line } : { kind: "heading", document: documentName, heading: path, line: item.line };
}
