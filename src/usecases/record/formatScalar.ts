import { Scalar } from "yaml";
import { parseYamlText } from "../../parseYamlText.js";

/**
 * A scalar as YAML text that reads back as exactly `value` (YAML 1.2 core, in a block or a flow
 * collection). A string keeps the quoting of the value it replaces, else is plain when that reads
 * back the same, else double-quoted; `{ raw }` is written as given.
 */
export function formatScalar(value: string | number | { raw: string }, options: { flow: boolean; style?: Scalar.Type | undefined }): string {
  if (typeof value === "object") return value.raw;
  if (typeof value === "number") return String(value);
  if (options.style === Scalar.QUOTE_DOUBLE) return JSON.stringify(value);
  if (options.style === Scalar.QUOTE_SINGLE) return `'${value.replace(/'/g, "''")}'`;
  return readsBackAs(value, options.flow) ? value : JSON.stringify(value);
}

function readsBackAs(text: string, flow: boolean): boolean {
  if (text === "" || text !== text.trim() || /[\r\n]/.test(text)) return false;
  const { doc } = parseYamlText(flow ? `{ k: ${text} }` : `k: ${text}\n`, { uniqueKeys: true });
  if (doc.errors.length > 0 || doc.warnings.length > 0) return false;
  try {
    return doc.toJS()?.k === text;
  } catch {
    // `*name` parses as an alias and throws when resolved: it must be quoted
    return false;
  }
}
