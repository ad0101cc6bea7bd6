// @ts-check
import tseslint from "typescript-eslint";

/**
 * The stages of src/, in the order data flows (docs/architecture.md). A folder may import its own
 * files and those of earlier stages, never a later one; the two shells (cli, action) never import
 * each other. Across folders, only a folder's index.ts (its public face) may be imported.
 * src/errors.ts, src/version.ts, src/formatCount.ts and src/parseYamlText.ts are leaves every stage may import.
 */
const STAGES = [["store"], ["corpus"], ["git"], ["changes"], ["chunking"], ["config"], ["retrieval"], ["evaluation"], ["gate"], ["usecases"], ["report"], ["cli", "action"]];
const FOLDERS = STAGES.flat();
const ACTIONS = { group: ["@actions/*"], message: "Only src/action/ (and the action entry) may import @actions/*; the engine and the CLI must stay GitHub-free." };
/** The action uses @actions/core for the step protocol, but its info() prints raw: log lines go through logInfo, which escapes them. */
const CORE = { group: ["@actions/core"], importNames: ["info", "debug", "notice"], message: "Log through logInfo in src/action/step.ts (it escapes text chunkgate does not control); @actions/core's info, debug and notice print it raw." };

/** `../` repeated: how a file `depth` folders below src/ names src/. */
const up = (depth) => (depth === 0 ? "\\./" : "(?:\\.\\./){" + depth + "}");

/** The import rules of the files of `folder` that sit `depth` folders below src/ (1: src/corpus/a.ts). */
function importRules(folder, depth) {
  const stage = STAGES.findIndex((s) => s.includes(folder));
  const later = STAGES.slice(stage + 1).flat();
  const sibling = STAGES[stage].filter((f) => f !== folder);
  const forbidden = [...later, ...sibling];
  const others = FOLDERS.filter((f) => f !== folder);
  const patterns = [
    {
      regex: `^${up(depth)}(?:${forbidden.join("|")})(?:/|$)`,
      message: `src/${folder}/ is stage ${stage + 1} of ${STAGES.length} (${STAGES.map((s) => s.join("|")).join(" → ")}): it may import only earlier stages, never a later one or the other shell (docs/architecture.md).`,
    },
    { regex: `^${up(depth)}(?:${others.join("|")})/(?!index\\.js$)`, message: "Import another folder only through its index.ts (its public face): `../<folder>/index.js`, no deep import." },
  ].filter((p) => !p.regex.includes("(?:)"));
  return { patterns: [...patterns, folder === "action" ? CORE : ACTIONS] };
}

const layerBlocks = FOLDERS.flatMap((folder) =>
  [1, 2, 3].map((depth) => ({
    files: [`src/${folder}/${"*/".repeat(depth - 1)}*.ts`],
    rules: { "no-restricted-imports": ["error", importRules(folder, depth)] },
  })),
);

/**
 * The entry files: the library face and the CLI entry import folders only through their index.ts; only the action entries
 * may import the action. `deep` is one file an entry may import past its folder's index.ts.
 */
const entryRules = (allowed, deep = "") => ({
  patterns: [
    ...(allowed.length < 2 ? [{ regex: `^\\./(?:${["cli", "action"].filter((f) => !allowed.includes(f)).join("|")})(?:/|$)`, message: "This entry may not import that shell." }] : []),
    { regex: `^\\./${deep && `(?!${deep.replaceAll(".", "\\.")}$)`}(?:${FOLDERS.join("|")})/(?!index\\.js$)`, message: "Import a folder only through its index.ts (its public face), no deep import." },
    allowed.includes("action") ? CORE : ACTIONS,
  ],
});

export default tseslint.config(
  { ignores: ["dist/**", "lib/**", "node_modules/**", "coverage/**", ".chunkgate/**"] },
  ...tseslint.configs.recommended,
  ...layerBlocks,
  { files: ["src/lib.ts", "src/engine.ts", "src/errors.ts", "src/version.ts"], rules: { "no-restricted-imports": ["error", entryRules([])] } },
  { files: ["src/cli.ts"], rules: { "no-restricted-imports": ["error", entryRules(["cli"])] } },
  { files: ["src/main.ts"], rules: { "no-restricted-imports": ["error", entryRules(["action"])] } },
  // the action's main thread (bundled on its own): the supervisor alone, so it loads none of the engine
  { files: ["src/index.ts"], rules: { "no-restricted-imports": ["error", entryRules(["action"], "action/superviseRun.js")] } },
  // the shipped bundle: the CLI loaded with it, the action only through a dynamic import of src/main.ts
  { files: ["src/bundle.ts"], rules: { "no-restricted-imports": ["error", entryRules(["cli", "action"])] } },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
