import { createRequire } from "node:module";

/** acorn and acorn-jsx, the modules MDX's JavaScript is parsed with. */
export interface AcornModules {
  acorn: typeof import("acorn");
  acornJsx: typeof import("acorn-jsx");
}

/**
 * acorn and acorn-jsx, required (not imported): acorn-jsx is CommonJS and requires acorn itself, so
 * requiring acorn too keeps one copy of it, where an import would add its ES module beside the
 * CommonJS one. This module is imported dynamically (see loadJsParser), so that in the bundle the
 * two, about 270 kB, sit in a file of their own that only a run parsing MDX loads.
 */
export function acornModules(): AcornModules {
  return { acorn: requireModule("acorn") as typeof import("acorn"), acornJsx: requireModule("acorn-jsx") as typeof import("acorn-jsx") };
}

function requireModule(name: "acorn" | "acorn-jsx"): unknown {
  // The bundler resolves these literal requires into the bundle; from sources (an ES module, where
  // `require` is not defined) Node's require does the same.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- literal requires are what the bundler resolves
  if (typeof require === "function") return name === "acorn" ? require("acorn") : require("acorn-jsx");
  return createRequire(import.meta.url)(name);
}
