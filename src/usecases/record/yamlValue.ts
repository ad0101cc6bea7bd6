/**
 * A value to write into YAML text: a string or number (formatted as a scalar), `{ raw }` (written
 * exactly as given, e.g. a recall with chosen decimals), a nested mapping, or `null` to remove the key.
 */
export type YamlValue = string | number | { raw: string } | YamlMapValue | null;

/** A nested mapping, in key order; `flow` writes a new one as `{ a: 1, b: 2 }` on one line. */
export interface YamlMapValue {
  entries: ReadonlyArray<readonly [string, YamlValue]>;
  flow: boolean;
}

/** True for a nested mapping value. */
export function isMapValue(value: YamlValue): value is YamlMapValue {
  return value !== null && typeof value === "object" && "entries" in value;
}
