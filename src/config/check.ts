import { posix } from "node:path";
import { closest } from "./suggest.js";

/** One accepted form of a scalar setting: what "must be …" says, a hint's example, a total conversion of the value. */
export interface Check<T> {
  /** Completes "must be …", e.g. "an integer ≥ 1". */
  expected: string;
  /** A valid value written as YAML, used in hints when the setting has no default. */
  example: string;
  /** `source` is the scalar as written in the file (before YAML typed it), when the value is a scalar. */
  accept(value: unknown, source?: string): T | undefined;
  /** Advice for one bad value (a near-miss name, an absolute path); `source` as for `accept`. */
  advise?(value: unknown, source: string | undefined): string | undefined;
}

/** Bounds of a number, inclusive unless marked open. */
type Range = { min?: number; max?: number; minOpen?: boolean; maxOpen?: boolean };

function describeRange({ min, max, minOpen, maxOpen }: Range): string {
  const low = min === undefined ? undefined : `${minOpen ? "greater than" : "at least"} ${min}`;
  const high = max === undefined ? undefined : `${maxOpen ? "less than" : "at most"} ${max}`;
  return [low, high].filter((part) => part !== undefined).join(" and ");
}

function inRange(value: number, { min, max, minOpen, maxOpen }: Range): boolean {
  if (min !== undefined && (minOpen ? value <= min : value < min)) return false;
  if (max !== undefined && (maxOpen ? value >= max : value > max)) return false;
  return true;
}

/** An absolute path: POSIX, home-relative or with a Windows drive. */
export const ABSOLUTE = /^(\/|~|[A-Za-z]:)/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The scalar forms the registry and golden set accept; strings are never coerced to numbers or booleans. */
export const check = {
  /** A safe integer inside `range` (inclusive unless marked open). */
  integer(range: Range = {}): Check<number> {
    const bounds = describeRange(range);
    return {
      expected: `an integer${bounds ? ` ${bounds}` : ""}`,
      example: String(range.min ?? 0),
      accept: (value) => (typeof value === "number" && Number.isSafeInteger(value) && inRange(value, range) ? value : undefined),
    };
  },

  /** A finite number inside `range`. */
  number(range: Range): Check<number> {
    return {
      expected: `a number ${describeRange(range)}`,
      example: String(range.min !== undefined && range.max !== undefined ? (range.min + range.max) / 2 : (range.min ?? range.max ?? 0)),
      accept: (value) => (typeof value === "number" && Number.isFinite(value) && inRange(value, range) ? value : undefined),
    };
  },

  /** YAML 1.2 `true` / `false` (so `yes`, `on`, `"true"` are rejected with a hint). */
  boolean: {
    expected: "`true` or `false`",
    example: "true",
    accept: (value) => (typeof value === "boolean" ? value : undefined),
    advise: (value) =>
      typeof value === "string" && /^(y|yes|n|no|on|off)$/i.test(value)
        ? `YAML 1.2 reads \`${value}\` as text: write \`true\` or \`false\``
        : undefined,
  } satisfies Check<boolean>,

  /** A string with at least one non-blank character, returned as written. */
  text: {
    expected: "a non-empty string",
    example: '"…"',
    accept: (value) => (typeof value === "string" && value.trim() !== "" ? value : undefined),
  } satisfies Check<string>,

  /** A string matching `pattern`; `expected` names the form in words. */
  matching(pattern: RegExp, expected: string, example: string): Check<string> {
    return { expected, example, accept: (value) => (typeof value === "string" && pattern.test(value) ? value : undefined) };
  },

  /** Exactly one of `names` (case-sensitive), suggesting the closest name for a near miss. */
  oneOf<T extends string>(names: readonly T[]): Check<T> {
    return {
      expected: `one of ${names.map((name) => `\`${name}\``).join(", ")}`,
      example: names[0] ?? "",
      accept: (value) => names.find((name) => name === value),
      advise: (value) => {
        const near = typeof value === "string" ? closest(value, names, 1)[0] : undefined;
        return near === undefined ? undefined : `did you mean \`${near}\`?`;
      },
    };
  },

  /** A calendar date `YYYY-MM-DD` as that string; a Date (YAML 1.1, `!!timestamp`) only at midnight UTC. */
  date: {
    expected: "a date written YYYY-MM-DD",
    example: "2026-11-03",
    accept: (value) => {
      if (value instanceof Date) {
        const iso = Number.isNaN(value.getTime()) ? "" : value.toISOString();
        return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : undefined;
      }
      return typeof value === "string" && isCalendarDate(value) ? value : undefined;
    },
  } satisfies Check<string>,

  /** A relative path with forward slashes inside its directory, normalised (`./evals//a.yaml` → `evals/a.yaml`). */
  relativePath: {
    expected: "a relative file path inside the repository, with forward slashes",
    example: "evals/retrieval.yaml",
    accept: (value) => {
      if (typeof value !== "string" || value.trim() === "" || value.includes("\\")) return undefined;
      if (ABSOLUTE.test(value)) return undefined;
      const normal = posix.normalize(value);
      if (normal === "." || normal === ".." || normal.startsWith("../") || normal.endsWith("/")) return undefined;
      return normal;
    },
    advise: (value) => {
      if (typeof value !== "string") return undefined;
      if (value.includes("\\")) return `use forward slashes: \`${value.replaceAll("\\", "/")}\``;
      if (ABSOLUTE.test(value)) return "write the path relative to the repository root, not as an absolute path";
      if (posix.normalize(value).startsWith("..")) return "the file must be inside the repository: move it there and name it relative to the root";
      return undefined;
    },
  } satisfies Check<string>,
};
