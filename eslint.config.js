// @ts-check
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "lib/**", "node_modules/**", "coverage/**", ".chunkgate/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.ts"],
    ignores: ["src/action/**", "src/main.ts", "src/index.ts"],
    rules: {
      // The engine stays pure: only the action shell may talk to GitHub's toolkit.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@actions/*"], message: "Only src/action/ (and the action entry) may import @actions/*; the engine and the CLI must stay GitHub-free." }] },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
