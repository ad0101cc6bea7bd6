import { createRequire } from "node:module";

/** acorn and acorn-jsx, the modules MDX's JavaScript is parsed with. */
export interface AcornModules {
  acorn: typeof import("acorn");
  acornJsx: typeof import("acorn-jsx");
}

/** acorn and acorn-jsx, required (not imported) so the bundle holds one copy of acorn, which acorn-jsx requires. */
export function acornModules(): AcornModules {
  return { acorn: requireModule("acorn") as typeof import("acorn"), acornJsx: requireModule("acorn-jsx") as typeof import("acorn-jsx") };
}

function requireModule(name: "acorn" | "acorn-jsx"): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- literal requires are what the bundler resolves
  if (typeof require === "function") return name === "acorn" ? require("acorn") : require("acorn-jsx");
  return createRequire(import.meta.url)(name);
}
