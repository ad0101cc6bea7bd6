import { limitHeapGrowth } from "./limitHeapGrowth.js";
import { tierUpLater } from "./tierUpLater.js";
import { holdYoungGeneration } from "./youngGeneration.js";
import { failStep } from "./action/index.js";
import { run } from "./main.js";

limitHeapGrowth();
tierUpLater();
holdYoungGeneration();

// run() never rejects; should it ever, the step fails rather than ending green.
await run().catch((error: unknown) => failStep(`chunkgate: internal error (please report it): ${error instanceof Error ? error.message : String(error)}`));
