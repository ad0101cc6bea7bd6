import { limitHeapGrowth } from "./limitHeapGrowth.js";
import { tierUpLater } from "./tierUpLater.js";
import { run } from "./main.js";

limitHeapGrowth();
tierUpLater();

await run();
