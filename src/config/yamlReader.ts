import { isAlias, isMap, isPair, isScalar, isSeq, visit, type Document, type ErrorCode, type LineCounter, type Node } from "yaml";
import { UserError, UserErrors } from "../errors.js";
import { parseYamlText } from "../parseYamlText.js";
import type { Check } from "./check.js";
import { closest } from "./suggest.js";

/** Where the keys being read sit, so every message can name the setting and every error a line. */
export interface Scope {
  /** Put before every message about this mapping, e.g. "source `policy_docs`: " ("" at the top). */
  prefix: string;
  /** Dotted path of the mapping with a trailing dot, e.g. "chunking." ("" at the top). */
  path: string;
  /** 1-based line of the mapping, where a missing key is reported. */
  line: number;
}

/** One key of a mapping with its value (aliases resolved; `null` for an empty value). */
export interface Entry {
  key: string;
  keyLine: number;
  value: Node | null;
  /** Line of the value; the key's line when the value is empty. */
  line: number;
}

/** Whether a setting must be there, may be left out, or falls back to a default. */
export type Presence<T> = "required" | "optional" | { default: T };

/** `values` when none is undefined, else undefined: a reader returns undefined for a value exactly when it recorded a problem. */
export function allRead<T extends object>(values: T): { [K in keyof T]: Exclude<T[K], undefined> } | undefined {
  return Object.values(values).includes(undefined) ? undefined : (values as { [K in keyof T]: Exclude<T[K], undefined> });
}

const SYNTAX_HINTS: Partial<Record<ErrorCode, string>> = {
  TAB_AS_INDENT: "indent with spaces: YAML does not allow tabs for indentation",
  MULTIPLE_DOCS: "keep a single YAML document: remove the `---` line and whatever follows it",
  BAD_INDENT: "align the keys of one mapping (and the `-` of one list) at the same indentation",
  MISSING_CHAR: "close the quote or bracket opened here",
  BAD_DQ_ESCAPE: "inside double quotes write a backslash as `\\\\`, or use single quotes",
  BAD_ALIAS: "define the anchor (`&name`) before using the alias (`*name`), or write the value out",
};
const SYNTAX_HINT = "check the indentation, and quote values that contain `: ` or ` #` or start with `*`, `&`, `!`, `{`, `[`, `|`, `>`, `@` or a backquote";

function describe(node: Node | null): string {
  if (node === null) return "an empty value";
  if (isMap(node)) return "a mapping";
  if (isSeq(node)) return "a list";
  if (!isScalar(node)) return "an unsupported value";
  const value = node.value;
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);
  if (value instanceof Date) return `\`${node.source ?? value.toISOString()}\``;
  return `\`${node.source ?? String(value)}\``;
}

/** Reads one YAML file and collects its problems: `open` throws only syntax errors, `finish` every problem in line order. */
export class YamlReader {
  private readonly problems: UserError[] = [];
  /** The document's top value; `null` for an empty file. */
  readonly root: Node | null;

  private constructor(
    readonly file: string,
    private readonly doc: Document,
    private readonly lines: LineCounter,
  ) {
    this.root = this.resolve(doc.contents, 1) ?? null;
  }

  static open(text: string, file: string): YamlReader {
    const { doc, lines } = parseYamlText(text, { prettyErrors: false });
    if (doc.errors.length > 0) {
      throw new UserErrors(
        doc.errors.map((error) => {
          const { line, col } = lines.linePos(error.pos[0]);
          // The parser gives up on thousands of nested levels with the engine's own words; say what it means.
          if (/call stack/i.test(error.message)) {
            return new UserError(`nests too deeply to be read (hundreds of levels, at line ${line}, column ${col})`, {
              file,
              line,
              hint: "a registry or golden set needs a few levels of nesting at most: remove or flatten the deeply nested value",
            });
          }
          const message = `invalid YAML at line ${line}, column ${col}: ${shortenExcerpts(error.message)}`;
          return new UserError(message, { file, line, hint: SYNTAX_HINTS[error.code] ?? SYNTAX_HINT });
        }),
      );
    }
    checkAliases(doc, lines, file);
    return new YamlReader(file, doc, lines);
  }

  /** Records a problem, thrown with the others by `finish`; undefined, so a reader can return it as its value. */
  fail(message: string, line: number, hint: string): undefined {
    this.problems.push(new UserError(message, { file: this.file, line, hint }));
    return undefined;
  }

  /** Throws every recorded problem as one `UserErrors`, sorted by line; returns when there is none. */
  finish(): void {
    if (this.problems.length === 0) return;
    const sorted = this.problems.map((problem, order) => ({ problem, order }));
    sorted.sort((a, b) => (a.problem.line ?? 0) - (b.problem.line ?? 0) || a.order - b.order);
    throw new UserErrors(sorted.map((s) => s.problem));
  }

  /** Records `problem`, if given, and throws every problem so far; for when reading cannot go on. */
  abort(...problem: [] | [message: string, line: number, hint: string]): never {
    if (problem.length === 3) this.fail(...problem);
    this.finish();
    throw new Error(`internal: ${this.file} was abandoned without a recorded problem`);
  }

  /** 1-based line where `node` starts, or `fallback` when it has no position. */
  lineOf(node: Node | null | undefined, fallback: number): number {
    return startLine(node, this.lines) ?? fallback;
  }

  /** `node` with an alias replaced by its anchor's value; `null` when empty; `undefined` (reported) for a dangling alias. */
  resolve(node: unknown, line: number): Node | null | undefined {
    if (node === null || node === undefined) return null;
    if (isAlias(node)) {
      const target = node.resolve(this.doc);
      if (target === undefined) {
        return this.fail(`alias \`*${node.source}\` has no anchor`, this.lineOf(node, line), `define \`&${node.source}\` on an earlier value, or write the value out`);
      }
      return this.resolve(target, line);
    }
    if (isScalar(node) && node.value === null) return null;
    return node as Node;
  }

  /** The keys of a mapping, reporting a key given twice and keys outside `known`; undefined (reported) for a non-mapping. */
  mapping(
    node: Node | null,
    where: { scope: Scope; what: string; line: number; example: string; forms?: string },
    known: readonly string[] | "open",
    misplaced: Readonly<Record<string, string>> = {},
  ): Map<string, Entry> | undefined {
    if (node === null || !isMap(node)) {
      const expected = where.forms === undefined ? "a mapping" : `a mapping, one of ${where.forms}`;
      return this.fail(`${where.scope.prefix}${where.what} must be ${expected}, got ${describe(node)}`, this.lineOf(node, where.line), `write it like \`${where.example}\``);
    }
    const entries = new Map<string, Entry>();
    for (const pair of node.items) {
      const keyNode = pair.key as Node | null;
      const keyLine = this.lineOf(keyNode, this.lineOf(node, where.line));
      const key = keyNode !== null && isScalar(keyNode) ? String(keyNode.value) : describe(keyNode);
      const label = `\`${where.scope.path}${key}\``;
      const first = entries.get(key);
      if (first !== undefined) {
        this.fail(`${where.scope.prefix}duplicate key ${label} (first given at line ${first.keyLine})`, keyLine, "keep one of them");
        continue;
      }
      const value = this.resolve(pair.value, keyLine);
      if (value !== undefined) entries.set(key, { key, keyLine, value, line: this.lineOf(value, keyLine) });
    }
    if (known !== "open") this.rejectUnknown(entries, where.scope, known, misplaced);
    return entries;
  }

  /** Reports each key outside `known` with the closest known key or a misplaced key's home; true when there is none. */
  rejectUnknown(entries: Map<string, Entry>, scope: Scope, known: readonly string[], misplaced: Readonly<Record<string, string>> = {}): boolean {
    let all = true;
    for (const { key, keyLine } of entries.values()) {
      if (known.includes(key)) continue;
      all = false;
      const home = misplaced[key];
      const near = closest(key, known, 1)[0];
      const hint =
        home !== undefined
          ? `\`${key}\` belongs inside ${home}`
          : near !== undefined
            ? `did you mean \`${near}\`?`
            : `remove it; the keys allowed here are ${known.map((k) => `\`${k}\``).join(", ")}`;
      this.fail(`${scope.prefix}unknown key \`${scope.path}${key}\``, keyLine, hint);
    }
    return all;
  }

  /** The mapping under `key` and its scope; absent or empty, an empty one, `present: false` (a problem when `required`). */
  block(
    entries: Map<string, Entry>,
    key: string,
    scope: Scope,
    spec: { known: readonly string[] | "open"; example: string; required?: boolean },
  ): { entries: Map<string, Entry>; scope: Scope; present: boolean } | undefined {
    const entry = entries.get(key);
    const inner: Scope = { prefix: scope.prefix, path: `${scope.path}${key}.`, line: entry?.keyLine ?? scope.line };
    if (entry === undefined || entry.value === null) {
      if (!spec.required) return { entries: new Map(), scope: inner, present: false };
      const what = entry === undefined ? "missing" : "empty";
      return this.fail(`${scope.prefix}${what} \`${scope.path}${key}\``, entry?.line ?? scope.line, `add it, e.g. \`${key}: ${spec.example}\``);
    }
    const where = { scope: inner, what: `\`${scope.path}${key}\``, line: entry.line, example: `${key}: ${spec.example}` };
    const inside = this.mapping(entry.value, where, spec.known);
    return inside === undefined ? undefined : { entries: inside, scope: inner, present: true };
  }

  /** A block whose settings all have defaults (`split:`, `limits:`): each field's key `check`ed, else its default. */
  settings<T extends object>(
    entries: Map<string, Entry>,
    key: string,
    scope: Scope,
    spec: { example: string; defaults: T; keys: { [K in keyof T]: readonly [string, Check<T[K]>] } },
  ): T | undefined {
    const fields = Object.entries(spec.keys) as Array<[keyof T, readonly [string, Check<unknown>]]>;
    const block = this.block(entries, key, scope, { known: fields.map(([, [name]]) => name), example: spec.example });
    if (block === undefined) return undefined;
    const values = fields.map(([field, [name, check]]) => [field, this.scalar(block.entries, name, block.scope, check, { default: spec.defaults[field] })]);
    return values.some(([, value]) => value === undefined) ? undefined : (Object.fromEntries(values) as T);
  }

  /** The items of a list (dangling aliases reported and skipped), or undefined (reported) when `node` is not one. */
  list(
    node: Node | null,
    where: { scope: Scope; what: string; line: number; example: string; expected?: string },
  ): { value: Node | null; line: number }[] | undefined {
    if (node === null || !isSeq(node)) {
      const message = `${where.scope.prefix}${where.what} must be ${where.expected ?? "a list"}, got ${describe(node)}`;
      return this.fail(message, this.lineOf(node, where.line), `write it like \`${where.example}\``);
    }
    const items: { value: Node | null; line: number }[] = [];
    for (const item of node.items) {
      const line = this.lineOf(item as Node | null, this.lineOf(node, where.line));
      const resolved = this.resolve(item, line);
      if (resolved !== undefined) items.push({ value: resolved, line: this.lineOf(resolved, line) });
    }
    return items;
  }

  /** A list's `check`ed items as `label[i]`; `empty`: rule and hint refusing []; `single`: a lone scalar is one item. */
  listOf<T>(
    item: { value: Node | null; line: number },
    how: { scope: Scope; label: string; check: Check<T>; example: string; expected?: string } & {
      single?: { lead: string; example?: string };
      empty?: readonly [string, string];
    },
  ): T[] | undefined {
    const { scope, label, check } = how;
    if (how.single !== undefined && item.value !== null && isScalar(item.value)) {
      const one = this.check(item, { label: `\`${label}\``, scope, check, ...how.single });
      return one === undefined ? undefined : [one];
    }
    const items = this.list(item.value, { scope, what: `\`${label}\``, line: item.line, example: how.example, expected: how.expected });
    if (items === undefined) return undefined;
    if (items.length === 0 && how.empty !== undefined) {
      return this.fail(`${scope.prefix}\`${label}\` ${how.empty[0]}, got an empty list`, item.line, how.empty[1]);
    }
    const values = items.map((value, i) => this.check(value, { label: `\`${label}[${i}]\``, scope, check, lead: "- " }));
    return values.every((value) => value !== undefined) ? (values as T[]) : undefined;
  }

  /** The `check`ed value of a scalar, else its default when absent; undefined after a problem or for an optional key left out. */
  scalar<T>(entries: Map<string, Entry>, key: string, scope: Scope, check: Check<T>, presence: Presence<T>): T | undefined {
    const entry = entries.get(key);
    const fallback = typeof presence === "object" ? presence : undefined;
    if (entry === undefined || (entry.value === null && presence === "optional")) {
      if (presence === "required") this.fail(`${scope.prefix}missing \`${scope.path}${key}\` (${check.expected})`, scope.line, `add \`${key}: ${check.example}\``);
      return entry === undefined ? fallback?.default : undefined;
    }
    const example = fallback === undefined ? {} : { example: String(fallback.default), note: " (the default)" };
    return this.check(entry, { label: `\`${scope.path}${key}\``, scope, check, lead: `${key}: `, ...example });
  }

  /** An optional scalar: its `check`ed value, null when absent or empty, undefined when bad (reported). */
  optional<T>(entries: Map<string, Entry>, key: string, scope: Scope, check: Check<T>): T | null | undefined {
    const value = this.scalar(entries, key, scope, check, "optional");
    return value === undefined && (entries.get(key)?.value ?? null) === null ? null : value;
  }

  /** `check`s one value (an entry or list item), reported under `label`; the hint's example is `lead`, `example`, `note`. */
  check<T>(
    item: { value: Node | null; line: number },
    how: { label: string; scope: Scope; check: Check<T>; lead: string; example?: string; note?: string },
  ): T | undefined {
    const scalar = item.value !== null && isScalar(item.value) ? item.value : undefined;
    const value = scalar ? scalar.value : item.value;
    const accepted = scalar && how.check.accept(value, scalar.source);
    if (accepted !== undefined) return accepted;
    const unquoted = typeof value === "string" ? unquote(value) : undefined;
    const hint =
      how.check.advise?.(value, scalar?.source) ??
      (unquoted !== undefined && how.check.accept(unquoted.value) !== undefined
        ? `remove the quotes: \`${how.lead}${unquoted.text}\``
        : `write it like \`${how.lead}${how.example ?? how.check.example}\`${how.note ?? ""}`);
    return this.fail(`${how.scope.prefix}${how.label} must be ${how.check.expected}, got ${describe(item.value)}`, item.line, hint);
  }
}

/** What a quoted string would have been without quotes, when that is a number or a boolean. */
function unquote(text: string): { value: number | boolean; text: string } | undefined {
  const trimmed = text.trim();
  if (trimmed === "true" || trimmed === "false") return { value: trimmed === "true", text: trimmed };
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return { value: Number(trimmed), text: trimmed };
  return undefined;
}

/** Most aliases (`*name`) one registry or golden set may hold: yaml's own default `maxAliasCount`. */
const MAX_ALIASES = 100;
/** Most values that aliases may add to a file once each is replaced by what it names. */
const MAX_ALIAS_EXPANSION = 100_000;

/** Refuses "billion laughs" aliases, counted unexpanded; fixed, not in `limits:`, as they guard reading that very file. */
function checkAliases(doc: Document, lines: LineCounter, file: string): void {
  const aliases: Node[] = [];
  let plain = 0;
  visit(doc, {
    Alias(_, node) {
      aliases.push(node as unknown as Node);
    },
    Scalar() {
      plain++;
    },
  });
  if (aliases.length === 0) return;
  if (aliases.length > MAX_ALIASES) {
    const line = startLine(aliases[MAX_ALIASES], lines) ?? 1;
    throw new UserError(`has ${aliases.length} YAML aliases (\`*name\`), more than the limit of ${MAX_ALIASES}`, {
      file,
      line,
      hint: "write the values out instead of repeating them with anchors and aliases",
    });
  }
  const sizes = new Map<unknown, number>();
  const sizeOf = (node: unknown, depth: number): number => {
    if (depth > 1_000) return Infinity;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    sizes.set(node, Infinity); // an alias of its own ancestor never ends
    let size = 0;
    if (isAlias(node)) size = sizeOf(node.resolve(doc), depth + 1);
    else if (isMap(node) || isSeq(node)) for (const item of node.items) size += sizeOf(item, depth + 1);
    else if (isPair(node)) size = sizeOf(node.key, depth + 1) + sizeOf(node.value, depth + 1);
    else if (isScalar(node)) size = 1;
    sizes.set(node, size);
    return size;
  };
  const expanded = sizeOf(doc.contents, 0);
  if (expanded - plain > MAX_ALIAS_EXPANSION) {
    throw new UserError(`has YAML aliases (\`*name\`) that ${Number.isFinite(expanded) ? `add ${expanded - plain} values once expanded` : "make a value contain itself"}, more than the limit of ${MAX_ALIAS_EXPANSION}`, {
      file,
      line: startLine(aliases[0], lines) ?? 1,
      hint: "write the values out instead of repeating them with anchors and aliases",
    });
  }
}

/** Most characters of a file that a parser's message may quote (then `…`). */
const MAX_EXCERPT = 20;

/** The parser's message with quoted excerpts cut to MAX_EXCERPT characters, so a secret on that line stays out of logs. */
function shortenExcerpts(message: string): string {
  return message.replace(/"([^"]*)"/g, (quoted, inner: string) => {
    const points = Array.from(inner);
    return points.length <= MAX_EXCERPT ? quoted : `"${points.slice(0, MAX_EXCERPT).join("")}…"`;
  });
}

/** 1-based line where `node` starts, or undefined when it has no position. */
export function startLine(node: Node | undefined | null, lines: LineCounter): number | undefined {
  const start = node?.range?.[0];
  return start === undefined ? undefined : lines.linePos(start).line;
}
