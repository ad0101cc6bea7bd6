import { limitHeapGrowth } from "./limitHeapGrowth.js";
import { run } from "./main.js";

limitHeapGrowth();

await run();
