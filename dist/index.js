import { runActionProcess } from "./cli/bundle.js";

await runActionProcess(new URL(import.meta.url));
