import { runActionProcess } from "./main.js";

await runActionProcess(new URL(import.meta.url));
