// wink-bm25-text-search ships CommonJS (`module.exports = bm25fIMS`) without types; only the calls
// the oracle test makes are declared.
declare module "wink-bm25-text-search" {
  interface WinkBm25Engine {
    defineConfig(config: {
      fldWeights: Record<string, number>;
      bm25Params?: { k1?: number; b?: number; k?: number };
    }): boolean;
    definePrepTasks(tasks: Array<(input: string) => string[]>, field?: string): number;
    addDoc(doc: Record<string, string>, id: string): number;
    consolidate(freqPrecision?: number): boolean;
    search(text: string, limit?: number): Array<[string, number]>;
    getIDF(): number[];
    getTokens(): Record<string, number>;
  }
  function bm25fIMS(): WinkBm25Engine;
  export = bm25fIMS;
}
