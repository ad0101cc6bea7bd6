import { limitHeapGrowth } from "./limitHeapGrowth.js";
import { tierUpLater } from "./tierUpLater.js";
import { holdYoungGeneration } from "./youngGeneration.js";
import { isMainThread, parentPort } from "node:worker_threads";
import { failStep, superviseRun } from "./action/index.js";
import { run } from "./main.js";

limitHeapGrowth();
tierUpLater();
holdYoungGeneration();

const fail = (error: unknown) => failStep(`chunkgate: internal error (please report it): ${error instanceof Error ? error.message : String(error)}`);
if (isMainThread) {
  // the run goes in a worker with memory and time limits, so running out of either is reported, never a silent abort
  await superviseRun(new URL(import.meta.url)).catch(fail);
} else {
  // run() never rejects; should it ever, the step fails rather than ending green
  await run().catch(fail);
  parentPort?.postMessage({ exitCode: Number(process.exitCode ?? 0) });
}
