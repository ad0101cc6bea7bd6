/**
 * A copy of a bundled fixture in a fresh temp folder, with files edited: each edit maps a path
 * relative to the fixture root to a function from its old text to its new text. The folder is
 * removed when the test file ends (see tempDir.ts).
 */
export declare function tempFixture(name: string, edits?: Record<string, (text: string) => string>): Promise<string>;
