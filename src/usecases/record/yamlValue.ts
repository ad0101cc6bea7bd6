// Kept apart from planMapEdits.ts (which imports `yaml`) so the library's declarations need no `yaml` types.
/** A value to write into YAML text; `{ raw }` is written exactly as given, `null` removes the key. */
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
