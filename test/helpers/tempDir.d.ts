/**
 * A fresh, empty folder `chunkgate-<prefix>-XXXXXX` in the OS temp folder (its real path, so macOS
 * `/var` → `/private/var` never differs from what git or realpath report). It is removed when the
 * test file finishes: `test/setup/removeTempDirs.ts`, a vitest setup file, registers that `afterAll`
 * for every test file, so a folder made in a test, a `beforeAll` or a helper is never left behind.
 */
export declare function tempDir(prefix: string): Promise<string>;
/** {@link tempDir} for synchronous callers; removed the same way. */
export declare function tempDirSync(prefix: string): string;
/** Removes every folder made so far (and forgets them). Safe to call twice. */
export declare function removeTempDirs(): Promise<void>;
/** The folders made and not yet removed, for the test that checks this module. */
export declare function pendingTempDirs(): readonly string[];
