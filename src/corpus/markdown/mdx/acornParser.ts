import { createRequire } from "node:module";
import type { Parser } from "acorn";

/**
 * acorn and acorn-jsx are required on first use, not imported: only `.mdx` files need them, and an
 * import ran acorn's module (and, in the bundle, compiled two copies of it: the ES module and the
 * CommonJS one acorn-jsx requires) at every start. Required, the bundle holds one copy, run only
 * by a run that parses MDX (~10 ms less at the start of a pull request run on vba).
 */
function requireModule(name: "acorn" | "acorn-jsx"): unknown {
  // The bundler resolves these literal requires into the bundle; from sources (an ES module, where
  // `require` is not defined) Node's require does the same.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- literal requires are what the bundler resolves
  if (typeof require === "function") return name === "acorn" ? require("acorn") : require("acorn-jsx");
  return createRequire(import.meta.url)(name);
}

/**
 * Declared names of one acorn scope: an array (acorn reads `[0]` and pushes) whose `indexOf` is a
 * map lookup. acorn searches these arrays on every declaration, which is quadratic in the names of
 * a scope (64,000 `import` lines: 6.5 s); the answers are the same, in constant time.
 */
class ScopeNames extends Array<string> {
  private readonly first = new Map<string, number>();

  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }

  override push(...names: string[]): number {
    for (const name of names) {
      if (!this.first.has(name)) this.first.set(name, this.length);
      super.push(name);
    }
    return this.length;
  }

  override indexOf(name: string): number {
    return this.first.get(name) ?? -1;
  }
}

/** The parts of acorn's (undocumented, stable since 8.0) scope tracking this module relies on. */
interface AcornScope {
  var: string[];
  lexical: string[];
  functions: string[];
}
interface ScopedParser {
  enterScope(flags: number): void;
  currentScope(): AcornScope;
}

/** acorn with JSX, configured as MDX configures it (ES2024 modules), built once on first use. */
let parser: typeof Parser | undefined;

export function jsParser(): typeof Parser {
  if (!parser) {
    const acorn = requireModule("acorn") as typeof import("acorn");
    const acornJsx = requireModule("acorn-jsx") as typeof import("acorn-jsx");
    const base = acorn.Parser.extend(acornJsx()) as unknown as new (...args: unknown[]) => ScopedParser;
    parser = class extends base {
      override enterScope(flags: number): void {
        super.enterScope(flags);
        const scope = this.currentScope();
        scope.var = new ScopeNames();
        scope.lexical = new ScopeNames();
        scope.functions = new ScopeNames();
      }
    } as unknown as typeof Parser;
  }
  return parser;
}

export const ACORN_OPTIONS = { ecmaVersion: 2024, sourceType: "module", preserveParens: true } as const;

/** True when `value` holds only whitespace and comments (a line comment must end with a line ending). */
export function isEmptyCode(value: string): boolean {
  return /^\s*$/.test(value.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\r\n]*(\r\n|\n|\r)/g, ""));
}
