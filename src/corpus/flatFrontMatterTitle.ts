/** A flat front matter's title without a YAML parser: exactly `yaml`'s answer, or null when unsure (ask `yaml`). */
export function flatFrontMatterTitle(value: string): { title: string | undefined } | null {
  let title: string | undefined;
  const keys = new Set<string>();
  let sequenceIndent = -1;
  let afterEmptyKey = false;
  if (CONTROL.test(value)) return null;
  for (const line of value.split(/\r\n|\r|\n/)) {
    if (line.includes("\t") || line.length > 1000) return null;
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    if (trimmed.startsWith("- ") || trimmed === "-") {
      // A block sequence item under a key with no value, every item at the same indentation.
      const indent = line.length - line.trimStart().length;
      if (!afterEmptyKey || (sequenceIndent >= 0 && indent !== sequenceIndent)) return null;
      sequenceIndent = indent;
      if (!safeValue(trimmed.slice(1).trim())) return null;
      continue;
    }
    const colon = keyLineColon(line);
    if (colon < 0) return null;
    const key = line.slice(0, colon);
    const raw = line.slice(colon + 1).trim();
    if (keys.has(key)) return null;
    keys.add(key);
    sequenceIndent = -1;
    afterEmptyKey = raw === "";
    if (!safeValue(raw)) return null;
    if (key === "title") {
      const scalar = stringScalar(raw);
      if (scalar === null) return null;
      title = scalar;
    }
  }
  return { title };
}

// Characters YAML refuses or treats specially anywhere; such front matter goes to the YAML parser.
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufeff]/;
const KEY_LINE = /^[A-Za-z0-9_][A-Za-z0-9_./-]*:(?: .*)?$/;

/** The colon of a key line (KEY_LINE: a plain key, then nothing or a space and a value), or -1. */
export function keyLineColon(line: string): number {
  return KEY_LINE.test(line) ? line.indexOf(":") : -1;
}

// What YAML 1.2's core schema reads as null, a boolean or a number rather than a string.
const NOT_A_STRING = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
// Characters that may not start a plain scalar (or that this reader leaves to the YAML parser).
const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/;

/** A value that YAML parses without error in a flat map: empty, a simple plain or quoted scalar, or a simple flow sequence. */
function safeValue(raw: string): boolean {
  if (raw === "") return true;
  if (raw.startsWith("[") && raw.endsWith("]")) {
    const inner = raw.slice(1, -1);
    if (/[[\]{}"'#&*!|>%@`]|: /.test(inner)) return false;
    return inner.split(",").every((item) => item.trim() === "" || !INDICATOR.test(item.trim()));
  }
  return stringScalar(raw) !== null || (plainScalar(raw) && NOT_A_STRING.test(raw));
}

/** The string a scalar denotes when YAML reads it as a string, or null (not a string, or not simple). */
function stringScalar(raw: string): string | null {
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    const inner = raw.slice(1, -1);
    return /["\\]/.test(inner) ? null : inner;
  }
  if (raw.length >= 2 && raw.startsWith("'") && raw.endsWith("'")) {
    const inner = raw.slice(1, -1);
    return inner.includes("'") ? null : inner;
  }
  if (!plainScalar(raw) || NOT_A_STRING.test(raw)) return null;
  return raw;
}

/** A one-line plain scalar with nothing YAML would read as structure or a comment. */
function plainScalar(raw: string): boolean {
  return !INDICATOR.test(raw) && !raw.includes(": ") && !raw.endsWith(":") && !raw.includes(" #");
}
