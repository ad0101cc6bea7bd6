import { limitHeapGrowth } from "./limitHeapGrowth.js";
import { tierUpLater } from "./tierUpLater.js";
import { holdYoungGeneration } from "./youngGeneration.js";
import { run } from "./main.js";

limitHeapGrowth();
tierUpLater();
holdYoungGeneration();

await run();
