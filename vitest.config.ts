import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    pool: "forks",
    // every test file runs in its own temp folder and fails if it leaves anything there
    setupFiles: ["test/setup/removeTempDirs.ts"],
    globalSetup: ["test/globalSetup.ts"],
  },
});
