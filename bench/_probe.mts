import { loadCorpus } from "../src/corpus/loadCorpus.js";
const root = "/work/shared/corpora/otel-docs";
for (let r = 0; r < 4; r++) {
  const t = performance.now();
  const c = await loadCorpus({ root, include: ["**/*.md"], exclude: ["SOURCE.md"] });
  console.log("load", r, (performance.now() - t).toFixed(0), c.documents.length, (process.memoryUsage().heapUsed / 2 ** 20).toFixed(0), "MB heap");
}
