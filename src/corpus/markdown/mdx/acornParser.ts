import { createRequire } from "node:module";
import type { Parser } from "acorn";
import type { AcornModules } from "./acornModules.js";

let loaded: AcornModules | undefined;

/** Loads acorn and acorn-jsx, which only MDX needs, before any `.mdx` file is parsed; idempotent. */
export async function loadJsParser(): Promise<void> {
  loaded ??= (await import("./acornModules.js")).acornModules();
}

/** The modules jsParser builds on, required from sources if not loaded (in the bundle, not loaded is our bug). */
function modules(): AcornModules {
  if (loaded) return loaded;
  // names in variables: literal ones would have the bundler copy acorn into this file again
  const [acorn, acornJsx] = ["acorn", "acorn-jsx"];
  try {
    const fromDisk = createRequire(import.meta.url);
    loaded = { acorn: fromDisk(acorn) as typeof import("acorn"), acornJsx: fromDisk(acornJsx) as typeof import("acorn-jsx") };
  } catch (error) {
    throw new Error(`internal: an .mdx file was parsed before acorn was loaded (loadJsParser): ${(error as Error).message.split("\n")[0]}`);
  }
  return loaded;
}

/** Declared names of an acorn scope, `indexOf` a map lookup: acorn's search on every declaration would be quadratic. */
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
interface ScopedParser {
  enterScope(flags: number): void;
  currentScope(): { var: string[]; lexical: string[]; functions: string[] };
}

let parser: typeof Parser | undefined;

/** acorn with JSX as MDX configures it (ES2024 modules), built once on first use; in the bundle, after loadJsParser. */
export function jsParser(): typeof Parser {
  if (!parser) {
    const { acorn, acornJsx } = modules();
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

/** acorn's options as MDX sets them for expressions. */
export const ACORN_OPTIONS = { ecmaVersion: 2024, sourceType: "module", preserveParens: true } as const;

/** True when `value` holds only whitespace and comments (a line comment must end with a line ending). */
export function isEmptyCode(value: string): boolean {
  return /^\s*$/.test(value.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\r\n]*(\r\n|\n|\r)/g, ""));
}
