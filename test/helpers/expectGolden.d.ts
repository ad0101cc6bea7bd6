/**
 * Compares `actual` with the golden file `<folder>/golden/<name>` byte for byte (`folder` is the
 * calling test's folder, e.g. `import.meta.dirname`). After an intended change to a renderer,
 * regenerate with `UPDATE_GOLDEN=1 npx vitest run <folder>` and review the diff like any other
 * change: the golden files are the renderers' visible contract.
 */
export declare function expectGolden(folder: string, name: string, actual: string): Promise<void>;
